/**
 * At most `size` tasks run at once; the others wait in arrival order. Password hashing takes
 * 32 MiB and a core's 50-100 ms per check: without a bound, a burst of logins from many
 * addresses would occupy every core and starve the premium search.
 */
export type ConcurrencySlots = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting for a slot (for the operator's health details). */
  readonly running: number;
  readonly waiting: number;
};

export function createConcurrencySlots(size: number): ConcurrencySlots {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return {
    async run(task) {
      if (running >= size) await new Promise<void>((resolve) => queue.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
