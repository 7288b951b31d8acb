/**
 * @jest-environment node
 */
import { extractNumbers, type NumberContext } from "@/lib/advisor/extract/numbers";
import { extractStatedPremium } from "@/lib/advisor/extract/current-premium";
import { extractModel, liftsModel } from "@/lib/advisor/extract/model";
import { questionOf } from "@/lib/advisor/acts";
import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import { normalizeText } from "@/lib/domain/message-text";
import { foldForSearch } from "@/lib/domain/search-text";
import { writtenLanguage } from "@/lib/i18n/written-language";

// Round 11 (the second blind French, Italian and English sets, read after a third was written).
const POSTAL_CODES = new Set(["2500", "2017", "1868", "6616"]);
const ctx: NumberContext = { currentYear: 2026, hasPostalCode: false, hasBirthYear: false, isPostalCode: (code) => POSTAL_CODES.has(code), localitiesOf: () => [], tariffYears: [2026, 2027] };
const numbers = (text: string, extra: Partial<NumberContext> = {}) => extractNumbers(normalizeText(text), { ...ctx, ...extra });

describe("French and Italian words in the folded text", () => {
  it("keeps que, quel, questo and due: no German umlaut there", () => {
    expect(foldForSearch("qu'est-ce que c'est, quelle franchise, quest'anno, per noi due")).toBe("qu est ce que c est , quelle franchise , quest anno , per noi due".replace(/ ,/g, ","));
    expect(foldForSearch("Zuerich Grüezi")).toBe("zurich gruzi");
    expect(foldForSearch("actuellement, mensuel, annuel, what does it cover")).toBe("actuellement, mensuel, annuel, what does it cover");
  });

  it("reads a date with slashes by its year", () => {
    expect(normalizeText("nata il 12/7/68")).toBe("nata il 1968");
    expect(normalizeText("npa 2900, 03/07/64")).toBe("npa 2900 , 1964");
    expect(normalizeText("née le 03/07/12")).toBe("nee le 2012");
    expect(normalizeText("né le 03/11/1990")).toBe("ne le 1990");
  });
});

describe("deductibles are not postal codes (2500 is Biel's); of two, the one changed to", () => {
  it.each([
    ["franchise à 2500 et sans accident stp", 2500],
    ["on met 2500 de franchise pour nous deux", 2500],
    ["c'est combien en telmed avec 2500 ?", 2500],
    ["voglio passare dalla franchigia 300 alla 2500", 2500],
    ["et dans l'autre sens, de 2500 à 300 ?", 300],
    ["e per tornare da 2500 a 300?", 300],
  ])("%s", (text, franchise) => {
    const facts = numbers(text);
    expect(facts.postalCode).toBeUndefined();
    expect(facts.franchise).toBe(franchise);
  });

  it("reads the second year of a list after children as a year, not a postal code", () => {
    expect(numbers("moi 1986, mes 2 enfants 2014 et 2017").postalCode).toBeUndefined();
  });

  it("drops a year said not to be meant", () => {
    expect(numbers("i premi di quest'anno, non del 2027").tariffYear).toBeUndefined();
  });

  it("reads a two-digit year after 'del' or 'classe', not an age", () => {
    expect(numbers("qnt costa il modello telmed a chiasso x uno del 99").birthYear).toBe(1999);
    expect(numbers("sn di locarno classe 95").birthYear).toBe(1995);
    expect(numbers("mon fils de 12 ans").birthYear).not.toBe(2012);
  });

  it("reads medical costs in French and Italian", () => {
    expect(numbers("ho circa 3000 franchi di spese mediche all'anno").costs).toBe(3000);
    expect(numbers("environ 2000 francs de frais médicaux par an").costs).toBe(2000);
  });
});

describe("what people say in French, Italian and English", () => {
  it("keeps French and English to the words of their own language", () => {
    expect(writtenLanguage("t'es vraiment inutile")).not.toBe("de");
  });

  it("reads a new premium announced by the insurer", () => {
    expect(extractStatedPremium(normalizeText("Atupri m'a envoyé la nouvelle prime : 431.- au lieu de 389.-"))).toMatchObject({ amount: 431, rises: true });
  });

  it("takes the model out, or the free choice of doctor as the standard model", () => {
    expect(extractModel(normalizeText("et enlève le telmed, je veux pouvoir aller chez n'importe quel médecin"))).toBe("standard");
    expect(liftsModel(normalizeText("enlève le telmed stp"))).toBe(true);
  });

  it.each([
    ["1006 Lausanne, né en 1986, franchise 2500 sans accident", "fr"],
    ["ciao! parli italiano?", "it"],
    ["aspettiamo due gemelli per aprile, entro quando dobbiamo assicurarli?", "it"],
  ])("%s is written in %s", (text, language) => {
    expect(writtenLanguage(text)).toBe(language);
  });

  it.each([
    ["pk ya autant de diff entre les caisses si c la meme couverture ??", "same-benefits"],
    ["en telmed, si je vais direct chez un spécialiste sans appeler, il se passe quoi ?", "direct-access"],
    ["col telmed se ho un'urgenza posso andare direttamente al pronto soccorso?", "direct-access"],
    ["je pars 3 mois en Thaïlande en janvier, ma caisse de base me couvre là-bas ?", "emergency-abroad"],
    ["et si je m'installe au Canada pour de bon ?", "abroad"],
    ["il a 21 ans, il paie encore un tarif jeune l'an prochain ?", "age-classes"],
    ["il grande l'anno prossimo fa 19 anni, cambia qualcosa per lui?", "age-classes"],
    ["la Concordia mi aumenta il premio, posso cambiare cassa anche se ho una malattia cronica?", "acceptance"],
    ["je veux passer de 300 à 2500 de franchise chez ma caisse actuelle, c'est trop tard ?", "deductible-change"],
    ["mi trasferisco da Milano a Zug a gennaio, entro quanto devo fare la cassa malati?", "arrival"],
    ["è nato nostro figlio il 3 novembre, entro quando va assicurato?", "newborn"],
    ["deve avere anche la copertura infortuni?", "accident-question"],
  ])("%s is the look-up %s", (text, id) => {
    expect(lookupTopic(normalizeText(text))?.id).toBe(id);
  });

  it("does not take a price question with the same cover for a question about benefits", () => {
    expect(lookupTopic(normalizeText("trovo qualcosa di meno caro con la stessa copertura?"))?.id).not.toBe("same-benefits");
  });

  it("asks the trend in percent, and the children by other words", () => {
    expect(questionOf(normalizeText("ça fait quoi en pourcentage ?"), {})).toEqual({ kind: "trend" });
    expect(questionOf(normalizeText("et juste pour les petites ?"), {})).toMatchObject({ kind: "price", children: true });
  });
});
