/**
 * @jest-environment node
 */
import { createConcurrencySlots } from "@/lib/crypto/concurrency-slots";
import { hashPassword, passwordCheckSlots, verifyPassword } from "@/lib/crypto/password-hash";

describe("concurrency slots", () => {
  it("runs at most `size` tasks at once, the rest in arrival order", async () => {
    const slots = createConcurrencySlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(i);
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => slots.run(task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slots.running).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const slots = createConcurrencySlots(1);
    await expect(slots.run(() => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
    await expect(slots.run(async () => "weiter")).resolves.toBe("weiter");
  });
});

describe("password checks", () => {
  it("run two at a time however many arrive", async () => {
    const stored = hashPassword("geheim", { N: 2 ** 14, r: 8, p: 1 });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, passwordCheckSlots.running)), 1);
    const checks = Promise.all(Array.from({ length: 8 }, () => verifyPassword("falsch", stored)));
    expect(passwordCheckSlots.waiting).toBe(6);
    expect(await checks).toEqual(Array(8).fill(false));
    clearInterval(sampler);
    expect(peak).toBe(2);
  });
});
