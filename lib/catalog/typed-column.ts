/** A column of numbers that grows while rows are added. */
export class Column<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly width = 1,
  ) {}
  reserve(): number {
    if ((this.length + 1) * this.width > this.data.length) {
      const next = new (this.data.constructor as new (size: number) => T)(Math.max(1024, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    return this.length++ * this.width;
  }
}
