import { useTranslations } from "next-intl";
import { FieldError } from "@/components/ui/field-error";
import type { OptimizerErrorKey } from "@/lib/validations/optimizer";

/** The optimizer's validation messages (a title and its explanation) for an error key. */
export function OptimizerFieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useTranslations("optimizer.errors");
  if (error !== "postalCode" && error !== "birthYear") return null;
  const key: OptimizerErrorKey = error;
  return <FieldError id={id} title={t(`${key}.title`)} message={t(`${key}.description`)} testId={`error-${key}`} />;
}
