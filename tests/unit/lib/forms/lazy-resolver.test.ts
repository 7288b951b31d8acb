import type { Resolver } from "react-hook-form";
import { lazyResolver } from "@/lib/forms/lazy-resolver";

type Fields = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Fields>>[2];
const inner: Resolver<Fields> = async (values) =>
  values.name ? { values, errors: {} as Record<string, never> } : { values: {} as Record<string, never>, errors: { name: { type: "required", message: "Pflichtfeld" } } };

describe("a resolver loaded when used", () => {
  it("loads once, when first asked, and answers as the loaded resolver", async () => {
    const load = jest.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: "" }, undefined, options)).resolves.toEqual({ values: {}, errors: { name: { type: "required", message: "Pflichtfeld" } } });
    await expect(resolver({ name: "Anna" }, undefined, options)).resolves.toEqual({ values: { name: "Anna" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, so the first validation waits for no second load", async () => {
    const load = jest.fn(async () => inner);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: "Anna" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again at the next validation when loading failed, and a failed preload throws nothing", async () => {
    const load = jest.fn<Promise<Resolver<Fields>>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(inner);
    const resolver = lazyResolver(load);
    resolver.preload();
    await expect(resolver({ name: "Anna" }, undefined, options)).rejects.toThrow("offline");
    await expect(resolver({ name: "Anna" }, undefined, options)).resolves.toEqual({ values: { name: "Anna" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
