import type { ReactNode } from "react";

// Every page has its language's root layout (app/[locale]/layout.tsx, which renders <html lang>);
// this one only lets app/not-found.tsx answer addresses outside every language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
