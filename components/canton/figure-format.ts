import { formatChf } from "@/lib/domain/premium-value";

/** "CHF 1'234.50" from Rappen, as every premium on the canton pages is written. */
export const chf = (rappen: number) => formatChf(rappen / 100);

const percent = new Intl.NumberFormat("de-CH", { signDisplay: "exceptZero", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "+3.4 %", "−1.0 %", "0.0 %". */
export const percentChange = (value: number) => `${percent.format(value)} %`;
