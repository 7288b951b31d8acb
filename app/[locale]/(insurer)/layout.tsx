import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import "./insurer.css";

export default function InsurerLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
