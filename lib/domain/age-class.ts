/**
 * BAG age classes (KVV Art. 61): the age that counts is the age reached in the tariff year,
 * i.e. tariff year − birth year. Children 0–18, young adults 19–25, adults 26 and over.
 */
export const AGE_CLASSES = ["child", "young_adult", "adult"] as const;
export type AgeClass = (typeof AGE_CLASSES)[number];

export const BAG_AGE_CLASS_CODES = {
  "AKL-KIN": "child",
  "AKL-JUG": "young_adult",
  "AKL-ERW": "adult",
} as const satisfies Record<string, AgeClass>;

export const ageInTariffYear = (birthYear: number, tariffYear: number) => tariffYear - birthYear;

export function ageClassFor(birthYear: number, tariffYear: number): AgeClass {
  const age = ageInTariffYear(birthYear, tariffYear);
  if (age <= 18) return "child";
  if (age <= 25) return "young_adult";
  return "adult";
}
