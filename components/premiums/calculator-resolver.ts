import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { calculatorFormSchema, type CalculatorFormValues } from "@/lib/validations/calculator";
import type { CalculatorFields } from "./calculator-fields";

/** The calculator form's validation; the form loads it when first touched (lib/forms/lazy-resolver.ts). */
// The schema reads text fields; its input type says `unknown` for them.
export const calculatorResolver = zodResolver(calculatorFormSchema) as unknown as Resolver<CalculatorFields, unknown, CalculatorFormValues>;
