import type { CantonCode } from "@/lib/domain/cantons";
import { APPLY_HOW_IN, LEGAL_BASIS_IN, NOTE_IN, SOURCE_IN } from "./subsidy-offices-translations";

/**
 * The cantonal offices that decide premium subsidies (Art. 65 Abs. 1 KVG: the cantons grant
 * them and pay them to the insurer). No eligibility figures: each canton sets its own and
 * changes them yearly. Cross-checked 24 November 2026 against the offices' and communes'
 * pages named in `source`; where only secondary lists confirmed a name, `note` says so.
 */
export type SubsidyOffice = {
  canton: CantonCode;
  /** Official name, in the canton's language for FR, VD, GE, NE, JU, VS and TI. */
  office: string;
  /** German description where `office` is French or Italian. */
  officeGerman?: string;
  /** The office's public page on subsidies, only where the address was confirmed. */
  url?: string;
  /** How you get the subsidy, only where an official page confirmed it. */
  applyHow?: string;
  /** Pages the entry was checked against, and the legal basis. */
  source: string[];
  note?: string;
};

const LEGAL_BASIS = "Art. 65 Abs. 1 KVG";
const SECONDARY = "Name nur aus Übersichtslisten (Krankenversicherer, Sozialratgeber) bestätigt, nicht auf der Seite der Stelle selbst.";

export const subsidyOffices: Record<CantonCode, SubsidyOffice> = {
  ZH: {
    canton: "ZH",
    office: "Sozialversicherungsanstalt des Kantons Zürich (SVA Zürich)",
    url: "https://www.svazurich.ch/ipv",
    applyHow: "Die SVA Zürich schickt Berechtigten aufgrund der Steuerdaten einen persönlichen Antrag, den du unterschrieben zurücksendest.",
    source: [LEGAL_BASIS, "svazurich.ch", "Gemeindeseiten Rorbas, Benken ZH, Stadel"],
  },
  BE: {
    canton: "BE",
    office: "Amt für Sozialversicherungen (ASV) des Kantons Bern",
    url: "https://www.asv.dij.be.ch",
    applyHow: "In der Regel automatisch aufgrund der definitiven Steuerdaten; in bestimmten Fällen auf Antrag.",
    source: [LEGAL_BASIS, "asv.dij.be.ch"],
  },
  LU: {
    canton: "LU",
    office: "WAS Ausgleichskasse Luzern",
    url: "https://www.was-luzern.ch/praemienverbilligung",
    applyHow: "Auf Antrag: Du meldest dich jedes Jahr bei der WAS Ausgleichskasse Luzern an.",
    source: [LEGAL_BASIS, "was-luzern.ch", "Gemeindeseiten Knutwil, Eich"],
  },
  UR: {
    canton: "UR",
    office: "Sozialversicherungsstelle Uri",
    url: "https://www.svsuri.ch",
    applyHow: "In der Regel automatisch aufgrund der Steuerdaten; wer neu zugezogen ist oder an der Quelle besteuert wird, muss sich anmelden.",
    source: [LEGAL_BASIS, "svsuri.ch (Prämienverbilligung IPV)"],
  },
  SZ: {
    canton: "SZ",
    office: "Ausgleichskasse Schwyz (AKSZ)",
    url: "https://www.aksz.ch",
    source: [LEGAL_BASIS, "aksz.ch (Merkblatt Individuelle Prämienverbilligung)"],
  },
  OW: {
    canton: "OW",
    office: "Kanton Obwalden, Prämienverbilligung (Gesundheitsamt, Sarnen)",
    applyHow: "Auf Anmeldung: Voraussichtlich Berechtigte erhalten ein Anmeldeformular, alle anderen können ein Antragsformular bestellen.",
    source: [LEGAL_BASIS, "Gemeindeseiten Sarnen und Alpnach", "integration.ow.ch"],
    note: "Die Quellen stammen aus den Jahren bis 2020; eine Gemeindeseite nennt als Kontakt das Volkswirtschaftsdepartement.",
  },
  NW: {
    canton: "NW",
    office: "Ausgleichskasse Nidwalden",
    url: "https://www.aknw.ch/produkte/praemienverbilligung-ipv/",
    applyHow: "Auf Antrag: Voraussichtlich Berechtigte erhalten von der Ausgleichskasse ein Anmeldeformular, alle anderen können es dort beziehen.",
    source: [LEGAL_BASIS, "aknw.ch", "Gemeindeseite Ennetbürgen"],
  },
  GL: {
    canton: "GL",
    office: "Kantonale Steuerverwaltung Glarus, Fachstelle Individuelle Prämienverbilligung",
    applyHow: "Auf Antrag: Du stellst jedes Jahr einen Antrag, online über my.gl.ch oder mit dem Formular.",
    source: [LEGAL_BASIS, "glarus24.ch (Mitteilung des Kantons)", "suedostschweiz.ch"],
  },
  ZG: {
    canton: "ZG",
    office: "Ausgleichskasse Zug",
    source: [LEGAL_BASIS, "srf.ch (Berichte zur Prämienverbilligung im Kanton Zug)"],
    note: "Laut SRF wird der Antrag bei der Wohngemeinde eingereicht; Fristen nicht geprüft.",
  },
  FR: {
    canton: "FR",
    office: "Caisse cantonale de compensation AVS du canton de Fribourg (ECAS)",
    officeGerman: "Kantonale Ausgleichskasse Freiburg, Givisiez",
    url: "https://www.caisseavsfr.ch",
    applyHow: "Auf Antrag: Du reichst bei der kantonalen Ausgleichskasse ein Gesuch ein.",
    source: [LEGAL_BASIS, "caisseavsfr.ch (réduction des primes)", "La Liberté (Motion zur automatischen Auszahlung)"],
  },
  SO: {
    canton: "SO",
    office: "Ausgleichskasse des Kantons Solothurn (AKSO)",
    url: "https://www.akso.ch/ipv",
    applyHow: "Auf Antrag: Die AKSO schickt voraussichtlich Berechtigten aufgrund der Steuerdaten ein Antragsformular, alle anderen können es anfordern.",
    source: [LEGAL_BASIS, "akso.ch (Individuelle Prämienverbilligung)", "Gemeindeseite Hofstetten-Flüh"],
  },
  BS: {
    canton: "BS",
    office: "Amt für Sozialbeiträge Basel-Stadt (ASB), Prämienverbilligung",
    url: "https://www.asb.bs.ch",
    source: [LEGAL_BASIS, "Anlaufstellenliste kpt.ch"],
  },
  BL: {
    canton: "BL",
    office: "Sozialversicherungsanstalt Basel-Landschaft (SVA Basel-Landschaft)",
    url: "https://www.sva-bl.ch",
    source: [LEGAL_BASIS, "Anlaufstellenlisten kpt.ch und sanagate.ch"],
  },
  SH: {
    canton: "SH",
    office: "Sozialversicherungsamt Schaffhausen (SVA Schaffhausen)",
    url: "https://www.svash.ch",
    applyHow: "Auf Antrag: Du reichst jedes Jahr einen Antrag ein; ohne zugestelltes Formular forderst du es beim SVA Schaffhausen an.",
    source: [LEGAL_BASIS, "svash.ch (Fragen und Antworten zur Prämienverbilligung)", "Sozialhilfehandbuch des Kantons"],
  },
  AR: {
    canton: "AR",
    office: "Sozialversicherungen Appenzell Ausserrhoden (SOVAR)",
    url: "https://www.sovar.ch/produkte/individuelle-praemienverbilligung-ipv/",
    applyHow: "Auf Antrag: Voraussichtlich Berechtigte erhalten ein Antragsformular, das du jedes Jahr fristgerecht einreichst.",
    source: [LEGAL_BASIS, "sovar.ch", "Mitteilung des Regierungsrats"],
  },
  AI: {
    canton: "AI",
    office: "Gesundheitsamt des Kantons Appenzell Innerrhoden (Gesundheits- und Sozialdepartement)",
    source: [LEGAL_BASIS, "Anlaufstellenlisten kpt.ch und sanagate.ch"],
    note: SECONDARY,
  },
  SG: {
    canton: "SG",
    office: "Sozialversicherungsanstalt des Kantons St. Gallen (SVA St. Gallen)",
    url: "https://www.svasg.ch",
    applyHow: "Berechtigte erhalten aufgrund der Steuerdaten ein Anmeldeformular; ohne Formular kannst du den Antrag online stellen.",
    source: [LEGAL_BASIS, "Gemeindeseiten Lütisburg und Kaltbrunn"],
  },
  GR: {
    canton: "GR",
    office: "Sozialversicherungsanstalt des Kantons Graubünden (SVA Graubünden)",
    url: "https://www.sva.gr.ch/praemienverbilligung.html",
    applyHow: "Wer schon Verbilligung bezieht, erhält in der Regel ohne Anmeldung einen Vorschuss; alle anderen melden sich bei der SVA oder der AHV-Zweigstelle der Wohngemeinde an.",
    source: [LEGAL_BASIS, "sva.gr.ch", "gr.ch", "Gemeindeseite Domat/Ems"],
  },
  AG: {
    canton: "AG",
    office: "Sozialversicherungsanstalt des Kantons Aargau (SVA Aargau)",
    url: "https://www.sva-ag.ch",
    source: [LEGAL_BASIS, "Anlaufstellenlisten kpt.ch und sanagate.ch"],
    note: "Anträge laufen über die Gemeindezweigstelle der SVA Aargau in deiner Wohngemeinde.",
  },
  TG: {
    canton: "TG",
    office: "Krankenkassen-Kontrollstelle der Wohngemeinde (Regeln: Amt für Gesundheit des Kantons Thurgau)",
    url: "https://gesundheit.tg.ch/bevoelkerung/krankenversicherung/praemienverbilligung.html/5578",
    applyHow: "Auf Antrag: Die Gemeinde schickt Berechtigten aufgrund der Steuerdaten ein Antragsformular, das du unterschrieben einreichst.",
    source: [LEGAL_BASIS, "gesundheit.tg.ch", "svztg.ch"],
  },
  TI: {
    canton: "TI",
    office: "Istituto delle assicurazioni sociali (IAS), Servizio sussidi assicurazione malattia",
    officeGerman: "Kantonale Sozialversicherungsanstalt Tessin, Dienst für Prämienverbilligung (RIPAM), Bellinzona",
    url: "https://www4.ti.ch/dss/ias/prestazioni-e-contributi/scheda/p/s/dettaglio/riduzione-dei-premi-dellassicurazione-malattia-ripam-1",
    applyHow: "Auf Gesuch; wer bereits eine Verbilligung bezieht, erhält das Erneuerungsgesuch automatisch.",
    source: [LEGAL_BASIS, "ti.ch (IAS, RIPAM)"],
  },
  VD: {
    canton: "VD",
    office: "Office vaudois de l'assurance-maladie (OVAM)",
    officeGerman: "Waadtländer Amt für Krankenversicherung",
    source: [LEGAL_BASIS, "vd.ch (subside à l'assurance-maladie)", "guidesocial.ch"],
  },
  VS: {
    canton: "VS",
    office: "Caisse de compensation du canton du Valais (CCCVs)",
    officeGerman: "Kantonale Ausgleichskasse Wallis",
    url: "https://www.avsvalais.ch",
    applyHow: "In der Regel automatisch aufgrund der Steuerdaten; wer eine Änderung der Familien- oder Einkommenssituation hatte, stellt einen Antrag.",
    source: [LEGAL_BASIS, "vs.ch (Mitteilung zur Prämienverbilligung)", "avsvalais.ch"],
  },
  NE: {
    canton: "NE",
    office: "Office cantonal de l'assurance-maladie et des bourses d'études",
    officeGerman: "Kantonales Amt für Krankenversicherung und Stipendien Neuenburg",
    url: "https://www.ne.ch/autorites/DECS/SASO/assurance-maladie/subsidesLAMal/Pages/accueil.aspx",
    applyHow: "Das Amt ermittelt den Anspruch aufgrund der Steuerveranlagung und schreibt dich an; du bestätigst die Angaben mit dem beigelegten Antworttalon.",
    source: [LEGAL_BASIS, "ne.ch (subsides LAMal)"],
  },
  GE: {
    canton: "GE",
    office: "Service de l'assurance-maladie (SAM)",
    officeGerman: "Genfer Dienst für Krankenversicherung",
    applyHow: "In der Regel automatisch aufgrund des Einkommens; bestimmte Personengruppen müssen einen Antrag stellen.",
    source: [LEGAL_BASIS, "ge.ch (subside d'assurance-maladie)"],
  },
  JU: {
    canton: "JU",
    office: "Caisse de compensation du canton du Jura",
    officeGerman: "Kantonale Ausgleichskasse Jura",
    url: "https://www.caisseavsjura.ch",
    source: [LEGAL_BASIS, "caisseavsjura.ch (réduction des primes d'assurance-maladie)"],
  },
};

/**
 * A canton's office as a reader of `language` gets it: how to apply, the note and the sources in that
 * language (subsidy-offices-translations.ts), the office's name as the canton writes it. The German gloss
 * of a French or Italian office's name is for German readers only.
 */
export function subsidyOfficeFor(canton: CantonCode, language: "de" | "fr" | "it" | "en" = "de"): SubsidyOffice {
  const office = subsidyOffices[canton];
  if (language === "de") return office;
  const { applyHow: _applyHow, officeGerman: _officeGerman, note: _note, source, ...everywhere } = office;
  const applyHow = APPLY_HOW_IN[canton]?.[language];
  const note = NOTE_IN[canton]?.[language];
  return {
    ...everywhere,
    ...(applyHow ? { applyHow } : {}),
    ...(note ? { note } : {}),
    source: source.map((item) => (item === LEGAL_BASIS ? LEGAL_BASIS_IN[language] : (SOURCE_IN[item]?.[language] ?? item))),
  };
}
