import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createQueryClient, getQueryFn } from "@/lib/http/query-client";

function Insurers({ on401 }: { on401?: "returnNull" }) {
  const query = useQuery<{ code: string }[] | null>({
    queryKey: ["/api/insurer/list"],
    ...(on401 ? { queryFn: getQueryFn<{ code: string }[]>({ on401 }) } : {}),
  });
  if (query.isError) return <p>Fehler: {query.error.message}</p>;
  if (query.isPending) return <p>Laden...</p>;
  return <p>Daten: {query.data === null ? "null" : query.data.map((i) => i.code).join(",")}</p>;
}

const renderQuery = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe("query client defaults (spec section 7)", () => {
  it("GETs the URL made from the key, with cookies, and never retries", async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 500, statusText: "Server Error", text: async () => "kaputt" }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderQuery(<Insurers />);
    await screen.findByText("Fehler: 500: kaputt");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/insurer/list");
    expect(init.credentials).toBe("include");
  });

  it("reads 401 as null where the query opts in", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 401, statusText: "Unauthorized", text: async () => "" })) as unknown as typeof fetch;
    renderQuery(<Insurers on401="returnNull" />);
    await screen.findByText("Daten: null");
  });

  it("does not refetch on window focus", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => [{ code: "0008" }] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderQuery(<Insurers />);
    await screen.findByText("Daten: 0008");
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
