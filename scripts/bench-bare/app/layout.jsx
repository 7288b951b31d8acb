// The bare page of `npm run bench:pages`: Next.js of the project's own version, one heading, no CSS.
// Lighthouse measures it interleaved with each page, so the machine's speed cancels out.
export const metadata = { title: "Bare Next.js page", description: "The reference page of npm run bench:pages." };

export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
