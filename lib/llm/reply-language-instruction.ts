import type { Locale } from "@/lib/i18n/config";

/**
 * The language-model prompts' line on the reply's language: the language, the register the product writes
 * it in (docs/i18n.md) and the Swiss terms of basic insurance in it. The prompts are written in German;
 * the model answers in the person's language.
 */
const INSTRUCTIONS: Record<Locale, string> = {
  de: "Antworte auf Deutsch, freundlich und in der Du-Form.",
  fr: "Antworte auf Französisch, wie man in der Romandie schreibt, freundlich und in der Sie-Form (vous). Verwende die Schweizer Begriffe: LAMal, assurance de base, caisse maladie, franchise, quote-part, modèle du médecin de famille, Telmed, HMO, réduction de primes.",
  it: "Antworte auf Italienisch, wie man im Tessin schreibt, freundlich und in der Du-Form (tu). Verwende die Schweizer Begriffe: LAMal, assicurazione di base, cassa malati, franchigia, aliquota percentuale, modello del medico di famiglia, Telmed, HMO, riduzione dei premi.",
  en: "Answer in English, friendly and plain. Use the Swiss terms: basic health insurance (KVG), health insurer, deductible (franchise), co-payment, family doctor model, Telmed, HMO, premium reduction.",
};

export const replyLanguageInstruction = (language: Locale): string => INSTRUCTIONS[language];
