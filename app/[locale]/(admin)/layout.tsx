import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import "./admin.css";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
