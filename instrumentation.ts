/** Runs once when the server starts: import on a first start, then build the premium index. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { prepareCatalog } = await import("@/lib/premiums/catalog");
    await prepareCatalog();
  }
}
