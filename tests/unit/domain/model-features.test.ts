import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { BASIC_INSURANCE_SHEET_FACTS, MODEL_FEATURES } from "@/lib/domain/model-features";
import { factById } from "@/lib/facts";
import models from "@/lib/i18n/messages/de/models.json";

describe("model feature sheets", () => {
  it("has a sheet for every model, free physician choice only in the standard model", () => {
    for (const code of MODEL_CODES) expect(MODEL_FEATURES[code]).toBeDefined();
    expect(MODEL_CODES.filter((code) => MODEL_FEATURES[code].freePhysicianChoice)).toEqual(["standard"]);
    expect(MODEL_FEATURES.telmed.videocallAvailable).toBe(true);
    expect(MODEL_FEATURES.hausarzt.firstContactRequired).toBe("familyDoctor");
  });

  it("claims no waiting period and no capped complementary medicine for basic insurance (Art. 4 KVG, Art. 4b KLV)", () => {
    for (const code of MODEL_CODES) expect(MODEL_FEATURES[code].waitingPeriods).toEqual([]);
    const sheetTexts = JSON.stringify(models.features);
    expect(sheetTexts).not.toMatch(/Mutterschaft: \{days\}|365|bis CHF \{amount\}/);
  });

  it("takes its statements about basic insurance from the reviewed fact list, each with a legal source", () => {
    for (const id of BASIC_INSURANCE_SHEET_FACTS) {
      const fact = factById(id);
      expect(fact).toBeDefined();
      expect(fact?.source.article).toMatch(/^Art\. /);
    }
    expect(factById("insurer-must-accept-everyone")?.statement).toContain("Wartefristen gibt es in der Grundversicherung nicht");
    expect(factById("complementary-medicine-by-doctors")?.statement).not.toMatch(/CHF/);
  });

  it("has a German label for every value", () => {
    const f = models.features as unknown as Record<string, Record<string, string>>;
    for (const code of MODEL_CODES) {
      const sheet = MODEL_FEATURES[code];
      expect(f.firstContactRequired![sheet.firstContactRequired]).toBeTruthy();
      expect(f.networkRestriction![sheet.networkRestriction]).toBeTruthy();
      expect(f.telemedicineType![sheet.telemedicineType]).toBeTruthy();
      expect(f.prescriptionHandling![sheet.prescriptionHandling]).toBeTruthy();
      expect(f.specialistReferral![sheet.specialistReferral]).toBeTruthy();
      for (const m of sheet.contactMethods) expect(f.contactMethods![m]).toBeTruthy();
      for (const b of sheet.additionalBenefits) expect(f.additionalBenefits![b]).toBeTruthy();
      for (const e of sheet.exclusions) expect(f.exclusions![e]).toBeTruthy();
    }
  });
});
