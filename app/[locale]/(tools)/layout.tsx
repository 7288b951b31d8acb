import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import "./tools.css";

export default function ToolsLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
