import type { ModelCode } from "./insurance-models";

/**
 * The product feature sheet, built locally per insurance model (no insurer data behind it):
 * how a model is typically used. Values are keys; their German labels live in models.json under
 * `features`. What basic insurance pays is the same in every model and at every insurer
 * (Art. 34 KVG): the sheet takes those statements from the fact list (BASIC_INSURANCE_SHEET_FACTS),
 * not from here. Basic insurance knows no waiting periods (Art. 4 KVG), so there are none.
 */
export type ContactMethod = "inPerson" | "phone" | "app" | "video";
export type FirstContact = "none" | "familyDoctor" | "hmoPractice" | "telmedHotline";
export type TelemedicineType = "none" | "optional" | "phoneAppVideo";
export type NetworkRestriction = "none" | "chosenDoctor" | "hmoNetwork" | "telmedAdvice";
export type PrescriptionHandling = "anyDoctor" | "familyDoctor" | "hmoPractice" | "telmedOrDoctor";
export type SpecialistReferral = "direct" | "viaFamilyDoctor" | "viaHmo" | "viaTelmed";
/** Only what the model itself brings: the telmed model's first contact is a medical advice line. */
export type AdditionalBenefit = "medicalAdviceLine";
export type Exclusion = "cosmeticTreatment" | "dentalCare" | "privateWard";
/** Kept empty: basic insurance has no waiting periods (Art. 4 KVG). */
export type WaitingPeriod = never;

export type ModelFeatures = {
  videocallAvailable: boolean;
  telemedicineType: TelemedicineType;
  firstContactRequired: FirstContact;
  contactMethods: readonly ContactMethod[];
  freePhysicianChoice: boolean;
  networkRestriction: NetworkRestriction;
  emergencyDirect: true;
  prescriptionHandling: PrescriptionHandling;
  specialistReferral: SpecialistReferral;
  additionalBenefits: readonly AdditionalBenefit[];
  exclusions: readonly Exclusion[];
  waitingPeriods: readonly WaitingPeriod[];
};

/**
 * Statements about basic insurance the sheet shows, by id in the reviewed fact list
 * (lib/facts): same benefits everywhere, no waiting periods, emergencies, maternity,
 * complementary medicine, dental care and how model discounts come about.
 */
export const BASIC_INSURANCE_SHEET_FACTS = [
  "same-benefits-at-every-insurer",
  "insurer-must-accept-everyone",
  "emergency-in-every-model",
  "maternity-free-of-cost-sharing",
  "complementary-medicine-by-doctors",
  "dental-only-severe-cases",
  "model-discount-reflects-costs",
] as const;

const shared = {
  emergencyDirect: true,
  exclusions: ["cosmeticTreatment", "dentalCare", "privateWard"],
  waitingPeriods: [],
} as const;

export const MODEL_FEATURES: Record<ModelCode, ModelFeatures> = {
  standard: {
    ...shared,
    videocallAvailable: false,
    telemedicineType: "optional",
    firstContactRequired: "none",
    contactMethods: ["inPerson", "phone"],
    freePhysicianChoice: true,
    networkRestriction: "none",
    prescriptionHandling: "anyDoctor",
    specialistReferral: "direct",
    additionalBenefits: [],
  },
  hausarzt: {
    ...shared,
    videocallAvailable: false,
    telemedicineType: "optional",
    firstContactRequired: "familyDoctor",
    contactMethods: ["inPerson", "phone"],
    freePhysicianChoice: false,
    networkRestriction: "chosenDoctor",
    prescriptionHandling: "familyDoctor",
    specialistReferral: "viaFamilyDoctor",
    additionalBenefits: [],
  },
  hmo: {
    ...shared,
    videocallAvailable: false,
    telemedicineType: "optional",
    firstContactRequired: "hmoPractice",
    contactMethods: ["inPerson", "phone"],
    freePhysicianChoice: false,
    networkRestriction: "hmoNetwork",
    prescriptionHandling: "hmoPractice",
    specialistReferral: "viaHmo",
    additionalBenefits: [],
  },
  telmed: {
    ...shared,
    videocallAvailable: true,
    telemedicineType: "phoneAppVideo",
    firstContactRequired: "telmedHotline",
    contactMethods: ["phone", "app", "video"],
    freePhysicianChoice: false,
    networkRestriction: "telmedAdvice",
    prescriptionHandling: "telmedOrDoctor",
    specialistReferral: "viaTelmed",
    additionalBenefits: ["medicalAdviceLine"],
  },
};

export const modelFeatures = (model: ModelCode): ModelFeatures => MODEL_FEATURES[model];
