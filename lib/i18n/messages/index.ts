import about from "./de/about.json";
import admin from "./de/admin.json";
import advisor from "./de/advisor.json";
import basel from "./de/basel.json";
import calculator from "./de/calculator.json";
import calculatorHousehold from "./de/calculatorHousehold.json";
import cantons from "./de/cantons.json";
import cancellation from "./de/cancellation.json";
import common from "./de/common.json";
import consent from "./de/consent.json";
import deadlines from "./de/deadlines.json";
import faq from "./de/faq.json";
import guide from "./de/guide.json";
import household from "./de/household.json";
import insurerPortal from "./de/insurerPortal.json";
import knowledge from "./de/knowledge.json";
import models from "./de/models.json";
import optimizer from "./de/optimizer.json";
import pages from "./de/pages.json";
import privacy from "./de/privacy.json";
import productChat from "./de/productChat.json";
import quote from "./de/quote.json";
import validation from "./de/validation.json";
import zurich from "./de/zurich.json";

import fr_about from "./fr/about.json";
import fr_admin from "./fr/admin.json";
import fr_advisor from "./fr/advisor.json";
import fr_basel from "./fr/basel.json";
import fr_calculator from "./fr/calculator.json";
import fr_calculatorHousehold from "./fr/calculatorHousehold.json";
import fr_cancellation from "./fr/cancellation.json";
import fr_cantons from "./fr/cantons.json";
import fr_common from "./fr/common.json";
import fr_consent from "./fr/consent.json";
import fr_deadlines from "./fr/deadlines.json";
import fr_faq from "./fr/faq.json";
import fr_guide from "./fr/guide.json";
import fr_household from "./fr/household.json";
import fr_insurerPortal from "./fr/insurerPortal.json";
import fr_knowledge from "./fr/knowledge.json";
import fr_models from "./fr/models.json";
import fr_optimizer from "./fr/optimizer.json";
import fr_pages from "./fr/pages.json";
import fr_privacy from "./fr/privacy.json";
import fr_productChat from "./fr/productChat.json";
import fr_quote from "./fr/quote.json";
import fr_validation from "./fr/validation.json";
import fr_zurich from "./fr/zurich.json";
import it_about from "./it/about.json";
import it_advisor from "./it/advisor.json";
import it_basel from "./it/basel.json";
import it_calculator from "./it/calculator.json";
import it_calculatorHousehold from "./it/calculatorHousehold.json";
import it_cancellation from "./it/cancellation.json";
import it_cantons from "./it/cantons.json";
import it_common from "./it/common.json";
import it_consent from "./it/consent.json";
import it_deadlines from "./it/deadlines.json";
import it_faq from "./it/faq.json";
import it_guide from "./it/guide.json";
import it_household from "./it/household.json";
import it_knowledge from "./it/knowledge.json";
import it_models from "./it/models.json";
import it_optimizer from "./it/optimizer.json";
import it_pages from "./it/pages.json";
import it_privacy from "./it/privacy.json";
import it_productChat from "./it/productChat.json";
import it_quote from "./it/quote.json";
import it_validation from "./it/validation.json";
import it_zurich from "./it/zurich.json";
import en_about from "./en/about.json";
import en_advisor from "./en/advisor.json";
import en_basel from "./en/basel.json";
import en_calculator from "./en/calculator.json";
import en_calculatorHousehold from "./en/calculatorHousehold.json";
import en_cancellation from "./en/cancellation.json";
import en_cantons from "./en/cantons.json";
import en_common from "./en/common.json";
import en_consent from "./en/consent.json";
import en_deadlines from "./en/deadlines.json";
import en_faq from "./en/faq.json";
import en_guide from "./en/guide.json";
import en_household from "./en/household.json";
import en_knowledge from "./en/knowledge.json";
import en_models from "./en/models.json";
import en_optimizer from "./en/optimizer.json";
import en_pages from "./en/pages.json";
import en_privacy from "./en/privacy.json";
import en_productChat from "./en/productChat.json";
import en_quote from "./en/quote.json";
import en_validation from "./en/validation.json";
import en_zurich from "./en/zurich.json";
import type { Locale } from "../config";

/**
 * The German message catalogue. Each JSON file is one namespace, named after the file,
 * so features can own their texts without touching a shared file.
 */
export const messages = {
  about,
  admin,
  advisor,
  basel,
  calculator,
  calculatorHousehold,
  cantons,
  cancellation,
  common,
  consent,
  deadlines,
  faq,
  guide,
  household,
  insurerPortal,
  knowledge,
  models,
  optimizer,
  pages,
  privacy,
  productChat,
  quote,
  validation,
  zurich,
};

export type Messages = typeof messages;

/**
 * Every served language's catalogue, of the same shape as the German one (tests/unit/i18n/catalogues.test.ts
 * holds them in parity). The insurer portal and the admin panel exist in German and French only: Italian
 * and English show them in German.
 */
export const catalogues: Record<Locale, Messages> = {
  de: messages,
  fr: { about: fr_about, admin: fr_admin, advisor: fr_advisor, basel: fr_basel, calculator: fr_calculator, calculatorHousehold: fr_calculatorHousehold, cancellation: fr_cancellation, cantons: fr_cantons, common: fr_common, consent: fr_consent, deadlines: fr_deadlines, faq: fr_faq, guide: fr_guide, household: fr_household, insurerPortal: fr_insurerPortal, knowledge: fr_knowledge, models: fr_models, optimizer: fr_optimizer, pages: fr_pages, privacy: fr_privacy, productChat: fr_productChat, quote: fr_quote, validation: fr_validation, zurich: fr_zurich } as Messages,
  it: { about: it_about, admin, advisor: it_advisor, basel: it_basel, calculator: it_calculator, calculatorHousehold: it_calculatorHousehold, cancellation: it_cancellation, cantons: it_cantons, common: it_common, consent: it_consent, deadlines: it_deadlines, faq: it_faq, guide: it_guide, household: it_household, insurerPortal, knowledge: it_knowledge, models: it_models, optimizer: it_optimizer, pages: it_pages, privacy: it_privacy, productChat: it_productChat, quote: it_quote, validation: it_validation, zurich: it_zurich } as Messages,
  en: { about: en_about, admin, advisor: en_advisor, basel: en_basel, calculator: en_calculator, calculatorHousehold: en_calculatorHousehold, cancellation: en_cancellation, cantons: en_cantons, common: en_common, consent: en_consent, deadlines: en_deadlines, faq: en_faq, guide: en_guide, household: en_household, insurerPortal, knowledge: en_knowledge, models: en_models, optimizer: en_optimizer, pages: en_pages, privacy: en_privacy, productChat: en_productChat, quote: en_quote, validation: en_validation, zurich: en_zurich } as Messages,
};

/** The catalogue of one language. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale];

/**
 * What the result cards and their dialogs (details, model, quote) read in the browser, for the
 * calculator and the advisor alike, in one language: without the texts only the server uses (the
 * calculator's tips and structured data, the quote endpoint's answers, which reach the client in responses).
 */
export function resultsClientMessagesFor(locale: Locale) {
  const { calculator, calculatorHousehold, household, models, productChat, quote, validation } = catalogues[locale];
  return {
    calculator: (({ tips: _tips, structuredData: _structuredData, ...texts }) => texts)(calculator),
    calculatorHousehold,
    // The forms' validation messages in the page's language (lib/i18n/use-local-message.ts).
    household: { label: household.label },
    validation: { premiumSearch: validation.premiumSearch },
    models,
    productChat,
    quote: (({ server: _server, mail: _mail, ...texts }) => texts)(quote),
  };
}
