/**
 * @jest-environment node
 */
import { normalizeText } from "@/lib/domain/message-text";
import { editDistance, extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { detectIntent } from "@/lib/advisor/intent";
import { pickInsurer, pickOffer } from "@/lib/advisor/selection";
import { initialState } from "@/lib/advisor/state";
import type { LocalityEntry, RegionOf } from "@/lib/catalog/location-index";

const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string, addressShare = 1): LocalityEntry => ({
  postalCode,
  name,
  municipality,
  bfsNumber,
  canton,
  addressShare,
});
const entries = [
  entry("8001", "Zürich", "Zürich", 261, "ZH", 1),
  entry("8004", "Zürich", "Zürich", 261, "ZH", 1),
  entry("8052", "Zürich", "Rümlang", 97, "ZH", 0.1),
  entry("8400", "Winterthur", "Winterthur", 230, "ZH"),
  entry("9000", "St. Gallen", "St. Gallen", 3203, "SG"),
  entry("1003", "Lausanne", "Lausanne", 5586, "VD"),
  entry("3011", "Bern", "Bern", 351, "BE"),
  entry("9470", "Buchs SG", "Buchs (SG)", 3271, "SG"),
  entry("5033", "Buchs AG", "Buchs (AG)", 4003, "AG"),
  entry("8107", "Buchs ZH", "Buchs (ZH)", 83, "ZH"),
  entry("2954", "Alle", "Alle", 6771, "JU"),
];
// Rümlang lies in another premium region than the city of Zürich.
const regions: Record<number, { canton: string; region: number }> = {
  261: { canton: "ZH", region: 1 },
  97: { canton: "ZH", region: 2 },
  230: { canton: "ZH", region: 2 },
  3203: { canton: "SG", region: 1 },
  5586: { canton: "VD", region: 1 },
  351: { canton: "BE", region: 1 },
  3271: { canton: "SG", region: 2 },
  4003: { canton: "AG", region: 1 },
  83: { canton: "ZH", region: 2 },
  6771: { canton: "JU", region: 1 },
};
const regionOf: RegionOf = (bfs) => regions[bfs];
const index = placeIndex(entries);
const place = (text: string) => extractPlace(normalizeText(text), index, regionOf);

describe("extractPlace", () => {
  it("finds towns whatever the spelling: case, ae/oe/ue, nicknames, one typo", () => {
    expect(place("Zuerich, 1990")).toMatchObject({ kind: "resolved", name: "Zürich" });
    expect(place("ich wohne in ZÜRICH")).toMatchObject({ kind: "resolved", name: "Zürich" });
    expect(place("Züri, Jahrgang 92")).toMatchObject({ kind: "resolved", name: "Zürich" });
    expect(place("Winti")).toMatchObject({ kind: "resolved", postalCode: "8400" });
    expect(place("ich wohne in Winterthr")).toMatchObject({ kind: "resolved", postalCode: "8400" });
    expect(place("wohne in St. Gallen")).toMatchObject({ kind: "resolved", postalCode: "9000" });
    expect(place("Lausanne, 41 Jahre")).toMatchObject({ kind: "resolved", postalCode: "1003" });
    expect(place("i wohne z Bärn")).toMatchObject({ kind: "resolved", postalCode: "3011" });
  });

  it("asks which one when a name means several premium regions", () => {
    const match = place("ich wohne in Buchs");
    expect(match?.kind).toBe("ambiguous");
    expect(match?.kind === "ambiguous" && match.choices.map((c) => c.bfsNumber).sort((a, b) => a - b)).toEqual([83, 3271, 4003]);
  });

  it("does not read ordinary words as places and reports unknown ones", () => {
    expect(place("ich will alle Angebote sehen, danke für die Hilfe")).toBeUndefined();
    expect(place("ich wohne in Xyzdorf")).toEqual({ kind: "unknown", phrase: "xyzdorf" });
  });

  it("measures edit distance with an early stop", () => {
    expect(editDistance("winterthr", "winterthur", 2)).toBe(1);
    expect(editDistance("bern", "basel", 1)).toBe(2);
  });
});

describe("detectIntent", () => {
  const fresh = initialState();
  const shown = { ...fresh, angebote: [{ id: "x", versicherer: "CSS", versichererCode: "8", modell: "standard" as const, franchise: 300, monatspraemie: 400, plz: "8001", geburtsjahr: 1990, unfalldeckung: true }], conversation_stage: "offers" as const };
  const intent = (text: string, state = fresh, extra: Partial<{ hasCriteria: boolean; selection: boolean; personal: boolean }> = {}) =>
    detectIntent({ text: normalizeText(text), hasCriteria: false, selection: false, personal: false, ...extra }, state);

  it("recognises greetings, thanks, questions, the best deductible and starting over", () => {
    expect(intent("Grüezi mitenand")).toBe("greeting");
    expect(intent("Danke vielmals")).toBe("thanks");
    expect(intent("Bis wann kann ich kündigen?")).toBe("question");
    expect(intent("Was ist eine HMO?")).toBe("question");
    expect(intent("Welche Franchise lohnt sich?")).toBe("optimize_franchise");
    expect(intent("nochmal von vorne")).toBe("reset");
    expect(intent("blabla")).toBe("other");
  });

  it("tells new information from a change once offers are shown", () => {
    expect(intent("Telmed", fresh, { hasCriteria: true })).toBe("provide_info");
    expect(intent("nein, lieber Telmed", shown, { hasCriteria: true })).toBe("change_criteria");
  });

  it("recognises a choice and a quote request", () => {
    expect(intent("ich nehme die zweite", shown, { selection: true })).toBe("select_offer");
    expect(intent("Offerte für das erste bitte", shown, { selection: true })).toBe("request_quote");
    const selected = { ...shown, ausgewaehlt: shown.angebote[0]!, conversation_stage: "selected" as const };
    expect(intent("ja gerne", selected)).toBe("request_quote");
    expect(intent("nein danke", selected)).toBe("decline");
  });

  it("treats everything during the offer collection as data, except cancelling", () => {
    const collecting = { ...shown, conversation_stage: "offer_collection" as const };
    expect(intent("Anna Muster", collecting)).toBe("offer_data");
    expect(intent("abbrechen", collecting)).toBe("cancel");
  });
});

describe("pickOffer and pickInsurer", () => {
  const offers = [{ versicherer: "SLKK" }, { versicherer: "CSS Kranken-Versicherung AG" }, { versicherer: "Helsana" }];
  it("picks by position or name", () => {
    expect(pickOffer(normalizeText("ich nehme die zweite"), offers)).toBe(1);
    expect(pickOffer(normalizeText("Nummer 3 bitte"), offers)).toBe(2);
    expect(pickOffer(normalizeText("das günstigste bitte"), offers)).toBe(0);
    expect(pickOffer(normalizeText("das letzte"), offers)).toBe(2);
    expect(pickOffer(normalizeText("die CSS"), offers)).toBe(1);
    expect(pickOffer(normalizeText("die fünfte"), offers)).toBeUndefined();
    expect(pickOffer(normalizeText("Telmed"), offers)).toBeUndefined();
  });
  it("finds an insurer named anywhere in the index", () => {
    expect(pickInsurer(normalizeText("Helsana bitte"), [{ code: "1562", name: "Helsana" }])).toBe("1562");
    expect(pickInsurer(normalizeText("lieber Telmed"), [{ code: "1562", name: "Helsana" }])).toBeUndefined();
  });
});
