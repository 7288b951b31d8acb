import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { MATERNITY_WAITING_DAYS, MODEL_FEATURES, shownBenefits } from "@/lib/domain/model-features";
import models from "@/lib/i18n/messages/de/models.json";

describe("model feature sheets", () => {
  it("has a sheet for every model, free physician choice only in the standard model", () => {
    for (const code of MODEL_CODES) expect(MODEL_FEATURES[code]).toBeDefined();
    expect(MODEL_CODES.filter((code) => MODEL_FEATURES[code].freePhysicianChoice)).toEqual(["standard"]);
    expect(MODEL_FEATURES.telmed.videocallAvailable).toBe(true);
    expect(MODEL_FEATURES.hausarzt.firstContactRequired).toBe("familyDoctor");
  });

  it("shows the first three additional benefits", () => {
    expect(shownBenefits(MODEL_FEATURES.standard)).toEqual(["complementaryMedicine", "healthHotline", "preventionCheckups"]);
    for (const code of MODEL_CODES) expect(shownBenefits(MODEL_FEATURES[code])).toHaveLength(3);
  });

  it("carries the spec's static values: maternity waiting 365 days, complementary medicine up to CHF 500", () => {
    expect(MATERNITY_WAITING_DAYS).toBe(365);
    expect(MODEL_FEATURES.hmo.waitingPeriods).toEqual([{ kind: "maternity", days: 365 }]);
    expect(models.features.additionalBenefits.complementaryMedicine).toBe("Komplementärmedizin bis CHF {amount} pro Jahr");
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
