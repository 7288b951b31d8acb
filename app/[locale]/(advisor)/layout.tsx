import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import "./advisor.css";

export default function AdvisorLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
