import { useTranslations } from "next-intl";
import type { OptimizerErrorKey } from "@/lib/validations/optimizer";

/** A validation message of spec section 5: its title and its explanation. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useTranslations("optimizer.errors");
  if (error !== "postalCode" && error !== "birthYear") return null;
  const key: OptimizerErrorKey = error;
  return (
    <p id={id} className="text-sm text-destructive" data-testid={`error-${key}`}>
      <strong className="block font-semibold">{t(`${key}.title`)}</strong>
      {t(`${key}.description`)}
    </p>
  );
}
