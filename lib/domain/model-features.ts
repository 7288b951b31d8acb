import type { ModelCode } from "./insurance-models";

/**
 * The product feature sheet of spec section 3, built locally per insurance model (no insurer
 * data behind it). Values are keys; their German labels live in models.json under `features`.
 * Emergencies are always treated directly in every model (KVG: the model's first-contact rule
 * does not apply to emergencies). The spec fixes two static values: a maternity waiting period
 * of 365 days and complementary medicine up to CHF 500, both typical of supplementary insurance.
 */
export type ContactMethod = "inPerson" | "phone" | "app" | "video";
export type FirstContact = "none" | "familyDoctor" | "hmoPractice" | "telmedHotline";
export type TelemedicineType = "none" | "optional" | "phoneAppVideo";
export type NetworkRestriction = "none" | "chosenDoctor" | "hmoNetwork" | "telmedAdvice";
export type PrescriptionHandling = "anyDoctor" | "familyDoctor" | "hmoPractice" | "telmedOrDoctor";
export type SpecialistReferral = "direct" | "viaFamilyDoctor" | "viaHmo" | "viaTelmed";
export type AdditionalBenefit =
  | "complementaryMedicine"
  | "healthHotline"
  | "preventionCheckups"
  | "pharmacyAdvice"
  | "onlineAccount"
  | "travelEmergency";
export type Exclusion = "cosmeticTreatment" | "dentalCare" | "privateWard";
export type WaitingPeriod = { kind: "maternity"; days: number };

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

/** Complementary medicine cap (CHF per year) and maternity waiting period (days), spec section 3. */
export const COMPLEMENTARY_MEDICINE_CAP_CHF = 500;
export const MATERNITY_WAITING_DAYS = 365;

const shared = {
  emergencyDirect: true,
  exclusions: ["cosmeticTreatment", "dentalCare", "privateWard"],
  waitingPeriods: [{ kind: "maternity", days: MATERNITY_WAITING_DAYS }],
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
    additionalBenefits: ["complementaryMedicine", "healthHotline", "preventionCheckups", "travelEmergency"],
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
    additionalBenefits: ["preventionCheckups", "complementaryMedicine", "healthHotline", "onlineAccount"],
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
    additionalBenefits: ["preventionCheckups", "healthHotline", "complementaryMedicine", "onlineAccount"],
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
    additionalBenefits: ["healthHotline", "pharmacyAdvice", "complementaryMedicine", "onlineAccount"],
  },
};

/** The sheet shows only the first three additional benefits (spec section 2). */
export const SHOWN_BENEFITS = 3;

export const modelFeatures = (model: ModelCode): ModelFeatures => MODEL_FEATURES[model];

export const shownBenefits = (features: ModelFeatures): readonly AdditionalBenefit[] =>
  features.additionalBenefits.slice(0, SHOWN_BENEFITS);
