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
 * What the result cards and their dialogs (details, model, quote) read in the browser, for the
 * calculator and the advisor alike: without the texts only the server uses (the calculator's
 * tips and structured data, the quote endpoint's answers, which reach the client in responses).
 */
export const resultsClientMessages = {
  calculator: (({ tips: _tips, structuredData: _structuredData, ...texts }) => texts)(calculator),
  calculatorHousehold,
  models,
  quote: (({ server: _server, mail: _mail, ...texts }) => texts)(quote),
};
