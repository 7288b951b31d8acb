import type { CantonCode } from "@/lib/domain/cantons";

/**
 * The subsidy offices' German texts (subsidy-offices.ts) in French, Italian and English: how to apply,
 * the notes and the descriptions of the sources. Translated from the reviewed German entries, sentence
 * by sentence, adding nothing; the office names stay as the canton writes them. French in "vous",
 * Italian in "tu", as the site writes each language (docs/i18n.md).
 */
export type OtherLanguage = "fr" | "it" | "en";

/** The legal basis as each language cites it (Art. 65 Abs. 1 KVG). */
export const LEGAL_BASIS_IN: Record<OtherLanguage, string> = {
  fr: "art. 65, al. 1, LAMal",
  it: "art. 65 cpv. 1 LAMal",
  en: "Art. 65 para. 1 KVG",
};

type Texts = Record<OtherLanguage, string>;

export const APPLY_HOW_IN: Partial<Record<CantonCode, Texts>> = {
  ZH: {
    fr: "La SVA Zurich envoie aux ayants droit, sur la base des données fiscales, une demande personnelle que vous renvoyez signée.",
    it: "La SVA Zurigo invia agli aventi diritto, in base ai dati fiscali, una domanda personale che rispedisci firmata.",
    en: "SVA Zürich sends those entitled a personal application based on their tax data, which you sign and return.",
  },
  BE: {
    fr: "En règle générale automatiquement, sur la base des données fiscales définitives ; dans certains cas sur demande.",
    it: "Di regola automaticamente, in base ai dati fiscali definitivi; in determinati casi su domanda.",
    en: "Usually automatically, based on the final tax data; in certain cases on application.",
  },
  LU: {
    fr: "Sur demande : vous vous inscrivez chaque année auprès de la WAS Ausgleichskasse Luzern.",
    it: "Su domanda: ti annunci ogni anno presso la WAS Ausgleichskasse Luzern.",
    en: "On application: you register with WAS Ausgleichskasse Luzern every year.",
  },
  UR: {
    fr: "En règle générale automatiquement, sur la base des données fiscales ; les personnes nouvellement arrivées ou imposées à la source doivent s'inscrire.",
    it: "Di regola automaticamente, in base ai dati fiscali; chi si è trasferito da poco o è tassato alla fonte deve annunciarsi.",
    en: "Usually automatically, based on tax data; people who have newly moved there or are taxed at source must register.",
  },
  OW: {
    fr: "Sur inscription : les ayants droit présumés reçoivent un formulaire d'inscription, toutes les autres personnes peuvent commander un formulaire de demande.",
    it: "Su iscrizione: i presunti aventi diritto ricevono un modulo d'iscrizione, tutti gli altri possono ordinare un modulo di domanda.",
    en: "On registration: those presumably entitled receive a registration form; everyone else can order an application form.",
  },
  NW: {
    fr: "Sur demande : les ayants droit présumés reçoivent un formulaire d'inscription de la caisse de compensation, toutes les autres personnes peuvent l'y obtenir.",
    it: "Su domanda: i presunti aventi diritto ricevono un modulo d'iscrizione dalla cassa di compensazione, tutti gli altri possono ottenerlo lì.",
    en: "On application: those presumably entitled receive a registration form from the compensation office; everyone else can get it there.",
  },
  GL: {
    fr: "Sur demande : vous déposez une demande chaque année, en ligne sur my.gl.ch ou avec le formulaire.",
    it: "Su domanda: presenti una domanda ogni anno, online su my.gl.ch o con il modulo.",
    en: "On application: you apply every year, online at my.gl.ch or with the form.",
  },
  FR: {
    fr: "Sur demande : vous déposez une demande auprès de la caisse cantonale de compensation.",
    it: "Su domanda: presenti una domanda alla cassa cantonale di compensazione.",
    en: "On application: you apply to the cantonal compensation office.",
  },
  SO: {
    fr: "Sur demande : l'AKSO envoie un formulaire de demande aux ayants droit présumés, sur la base des données fiscales ; toutes les autres personnes peuvent le demander.",
    it: "Su domanda: l'AKSO invia un modulo di domanda ai presunti aventi diritto, in base ai dati fiscali; tutti gli altri possono richiederlo.",
    en: "On application: AKSO sends an application form to those presumably entitled, based on tax data; everyone else can request it.",
  },
  SH: {
    fr: "Sur demande : vous déposez une demande chaque année ; si vous n'avez pas reçu de formulaire, vous le demandez au SVA Schaffhausen.",
    it: "Su domanda: presenti una domanda ogni anno; se non hai ricevuto il modulo, lo richiedi allo SVA Schaffhausen.",
    en: "On application: you apply every year; if no form was sent to you, you request it from SVA Schaffhausen.",
  },
  AR: {
    fr: "Sur demande : les ayants droit présumés reçoivent un formulaire de demande, que vous déposez chaque année dans le délai.",
    it: "Su domanda: i presunti aventi diritto ricevono un modulo di domanda, che presenti ogni anno entro il termine.",
    en: "On application: those presumably entitled receive an application form, which you submit on time every year.",
  },
  SG: {
    fr: "Les ayants droit reçoivent un formulaire d'inscription sur la base des données fiscales ; sans formulaire, vous pouvez faire la demande en ligne.",
    it: "Gli aventi diritto ricevono un modulo d'iscrizione in base ai dati fiscali; senza modulo puoi presentare la domanda online.",
    en: "Those entitled receive a registration form based on tax data; without a form, you can apply online.",
  },
  GR: {
    fr: "Les personnes qui touchent déjà une réduction reçoivent en règle générale une avance sans inscription ; toutes les autres s'inscrivent auprès de la SVA ou de l'agence AVS de leur commune de domicile.",
    it: "Chi riceve già una riduzione ottiene di regola un anticipo senza iscrizione; tutti gli altri si annunciano presso la SVA o l'agenzia AVS del comune di domicilio.",
    en: "Those who already receive a reduction usually get an advance without registering; everyone else registers with SVA or the AHV branch office of their municipality.",
  },
  TG: {
    fr: "Sur demande : la commune envoie aux ayants droit, sur la base des données fiscales, un formulaire de demande que vous déposez signé.",
    it: "Su domanda: il comune invia agli aventi diritto, in base ai dati fiscali, un modulo di domanda che presenti firmato.",
    en: "On application: the municipality sends those entitled an application form based on tax data, which you sign and submit.",
  },
  TI: {
    fr: "Sur demande ; les personnes qui touchent déjà une réduction reçoivent automatiquement la demande de renouvellement.",
    it: "Su domanda; chi riceve già una riduzione riceve automaticamente la domanda di rinnovo.",
    en: "On application; those who already receive a reduction get the renewal application automatically.",
  },
  VS: {
    fr: "En règle générale automatiquement, sur la base des données fiscales ; en cas de changement de la situation familiale ou financière, vous déposez une demande.",
    it: "Di regola automaticamente, in base ai dati fiscali; chi ha avuto un cambiamento della situazione familiare o del reddito presenta una domanda.",
    en: "Usually automatically, based on tax data; anyone whose family or income situation has changed applies.",
  },
  NE: {
    fr: "L'office détermine le droit sur la base de la taxation fiscale et vous écrit ; vous confirmez les données avec le talon-réponse joint.",
    it: "L'ufficio determina il diritto in base alla tassazione fiscale e ti scrive; confermi i dati con il tagliando di risposta allegato.",
    en: "The office determines entitlement from the tax assessment and writes to you; you confirm the details with the enclosed reply slip.",
  },
  GE: {
    fr: "En règle générale automatiquement, sur la base du revenu ; certains groupes de personnes doivent déposer une demande.",
    it: "Di regola automaticamente, in base al reddito; determinati gruppi di persone devono presentare una domanda.",
    en: "Usually automatically, based on income; certain groups of people must apply.",
  },
};

const SECONDARY_IN: Texts = {
  fr: "Nom confirmé uniquement par des listes récapitulatives (assureurs-maladie, guides sociaux), pas sur la page du service lui-même.",
  it: "Nome confermato solo da elenchi riassuntivi (assicuratori malattia, guide sociali), non sulla pagina del servizio stesso.",
  en: "Name confirmed only by overview lists (health insurers, social guides), not on the office's own page.",
};

export const NOTE_IN: Partial<Record<CantonCode, Texts>> = {
  OW: {
    fr: "Les sources datent des années jusqu'à 2020 ; une page communale indique comme contact le Département de l'économie.",
    it: "Le fonti risalgono agli anni fino al 2020; una pagina comunale indica come contatto il Dipartimento dell'economia.",
    en: "The sources date from the years up to 2020; one municipal page names the Department of Economic Affairs as the contact.",
  },
  ZG: {
    fr: "Selon la SRF, la demande est déposée auprès de la commune de domicile ; délais non vérifiés.",
    it: "Secondo la SRF, la domanda si presenta al comune di domicilio; termini non verificati.",
    en: "According to SRF, the application is submitted to your municipality of residence; deadlines not checked.",
  },
  AI: SECONDARY_IN,
  AG: {
    fr: "Les demandes passent par l'agence communale de la SVA Aargau de votre commune de domicile.",
    it: "Le domande passano dall'agenzia comunale della SVA Aargau del tuo comune di domicilio.",
    en: "Applications go through the SVA Aargau branch office in your municipality of residence.",
  },
};

/** The sources whose description is German, by their German text (a source that is a host name stays as it is). */
export const SOURCE_IN: Record<string, Texts> = {
  "Gemeindeseiten Rorbas, Benken ZH, Stadel": {
    fr: "pages des communes de Rorbas, Benken ZH et Stadel",
    it: "pagine dei comuni di Rorbas, Benken ZH e Stadel",
    en: "municipal pages of Rorbas, Benken ZH and Stadel",
  },
  "Gemeindeseiten Knutwil, Eich": { fr: "pages des communes de Knutwil et Eich", it: "pagine dei comuni di Knutwil ed Eich", en: "municipal pages of Knutwil and Eich" },
  "svsuri.ch (Prämienverbilligung IPV)": { fr: "svsuri.ch (réduction des primes IPV)", it: "svsuri.ch (riduzione dei premi IPV)", en: "svsuri.ch (premium reduction IPV)" },
  "aksz.ch (Merkblatt Individuelle Prämienverbilligung)": {
    fr: "aksz.ch (fiche d'information sur la réduction individuelle des primes)",
    it: "aksz.ch (promemoria sulla riduzione individuale dei premi)",
    en: "aksz.ch (fact sheet on individual premium reduction)",
  },
  "Gemeindeseiten Sarnen und Alpnach": { fr: "pages des communes de Sarnen et Alpnach", it: "pagine dei comuni di Sarnen e Alpnach", en: "municipal pages of Sarnen and Alpnach" },
  "Gemeindeseite Ennetbürgen": { fr: "page de la commune d'Ennetbürgen", it: "pagina del comune di Ennetbürgen", en: "municipal page of Ennetbürgen" },
  "glarus24.ch (Mitteilung des Kantons)": { fr: "glarus24.ch (communiqué du canton)", it: "glarus24.ch (comunicato del Cantone)", en: "glarus24.ch (announcement of the canton)" },
  "srf.ch (Berichte zur Prämienverbilligung im Kanton Zug)": {
    fr: "srf.ch (reportages sur la réduction des primes dans le canton de Zoug)",
    it: "srf.ch (servizi sulla riduzione dei premi nel Cantone di Zugo)",
    en: "srf.ch (reports on premium reduction in the canton of Zug)",
  },
  "La Liberté (Motion zur automatischen Auszahlung)": {
    fr: "La Liberté (motion sur le versement automatique)",
    it: "La Liberté (mozione sul versamento automatico)",
    en: "La Liberté (motion on automatic payment)",
  },
  "akso.ch (Individuelle Prämienverbilligung)": { fr: "akso.ch (réduction individuelle des primes)", it: "akso.ch (riduzione individuale dei premi)", en: "akso.ch (individual premium reduction)" },
  "Gemeindeseite Hofstetten-Flüh": { fr: "page de la commune de Hofstetten-Flüh", it: "pagina del comune di Hofstetten-Flüh", en: "municipal page of Hofstetten-Flüh" },
  "Anlaufstellenliste kpt.ch": { fr: "liste des services compétents sur kpt.ch", it: "elenco dei servizi competenti su kpt.ch", en: "list of offices on kpt.ch" },
  "Anlaufstellenlisten kpt.ch und sanagate.ch": {
    fr: "listes des services compétents sur kpt.ch et sanagate.ch",
    it: "elenchi dei servizi competenti su kpt.ch e sanagate.ch",
    en: "lists of offices on kpt.ch and sanagate.ch",
  },
  "svash.ch (Fragen und Antworten zur Prämienverbilligung)": {
    fr: "svash.ch (questions et réponses sur la réduction des primes)",
    it: "svash.ch (domande e risposte sulla riduzione dei premi)",
    en: "svash.ch (questions and answers on premium reduction)",
  },
  "Sozialhilfehandbuch des Kantons": { fr: "manuel de l'aide sociale du canton", it: "manuale dell'aiuto sociale del Cantone", en: "the canton's social assistance handbook" },
  "Mitteilung des Regierungsrats": { fr: "communiqué du Conseil d'État", it: "comunicato del Consiglio di Stato", en: "announcement of the cantonal government" },
  "Gemeindeseiten Lütisburg und Kaltbrunn": { fr: "pages des communes de Lütisburg et Kaltbrunn", it: "pagine dei comuni di Lütisburg e Kaltbrunn", en: "municipal pages of Lütisburg and Kaltbrunn" },
  "Gemeindeseite Domat/Ems": { fr: "page de la commune de Domat/Ems", it: "pagina del comune di Domat/Ems", en: "municipal page of Domat/Ems" },
  "vs.ch (Mitteilung zur Prämienverbilligung)": { fr: "vs.ch (communiqué sur la réduction des primes)", it: "vs.ch (comunicato sulla riduzione dei premi)", en: "vs.ch (announcement on premium reduction)" },
};
