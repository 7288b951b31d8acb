import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v21, the current insurer and premium: like-for-like savings (same deductible, model and accident
 * cover) for people who name their insurer, model or product, deductible and monthly premium: a KPT customer in the
 * Bernese Oberland who then asks whether the postmark counts; a Sanitas telemedicine customer who wants to keep her
 * supplementary insurance at Sanitas; a CSS family-doctor customer who writes the premium with a decimal comma and
 * then asks for the yearly saving; a German-speaking pensioner on Lake Maggiore with SWICA who asks whether the notice
 * must be registered; a young adult insured with Helsana like her parents who asks whether the family must switch
 * together; an Agrisano customer who already has the cheapest offer; a Helsana telemedicine customer who then raises
 * the deductible. Places in the Bernese Oberland (Kandertal, Lauterbrunnen valley), the Walensee shore (St. Gallen),
 * the Klettgau (Schaffhausen), the Gambarogno (Ticino), Zug and Glarus Süd. Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026: the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November
 * 2026 (Art. 7 para. 2 KVG: one month's notice to the end of the month before the new premium applies); what counts
 * is receipt by the insurer, not the postmark; the law prescribes no registered letter (it is only advisable as
 * proof); the old insurance ends once the new insurer has confirmed the uninterrupted cover (Art. 7 para. 5 KVG).
 * Supplementary insurance (VVG) is a separate contract: the old insurer may not force a person who moves the basic
 * insurance elsewhere to cancel the supplementary insurance held with it (Art. 7 para. 7 KVG). Every person
 * is insured individually (Art. 3 para. 1 KVG) and chooses the insurer freely (Art. 4 para. 1 KVG), so family members
 * may be insured with different insurers. Every premium a person names is that insurer's real 2026 premium for the
 * situation described (named in the note), and each like-for-like saving is positive whether it is computed 2026
 * against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027 (2027: standard = BAG
 * "BASE", family doctor = "PRAXIS", telemedicine = "TEL_DIG"; the savings stay positive if "FLEX" tariffs are counted
 * as well; 2027 tariffs restricted to listed municipalities were applied). Checked with a throw-away script outside
 * the repository against the 2026 and 2027 tables and swisstopo's directory joined with the BAG premium regions in
 * ../shared/data.
 */

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v21-current-insurer-01",
    category: "current-insurer",
    note: "Kandertal (Bern): KPT (BAG 376), standard model, 300, with accident, 578.00 = KPT's real 2026 standard premium for an adult in BE region 3 (3718 Kandersteg, 100 % Kandersteg), born 1969. Like-for-like: 2026 cheapest standard Agrisano 520.40 → 57.60; 2027 Agrisano 541.20 → 36.80 against the 2026 premium, 57.00 against KPT's own 2027 standard premium 598.20 (ÖKK's FLEX tariff 504.90 would save more). Then 'zellt dr poststämpel?': no, the notice must have reached KPT by Monday 30 November 2026 (Art. 7 para. 2 KVG); a postmark of 30 November is too late.",
    turns: [
      {
        user: "bi bir kpt, standardmodell, 300er franchise mit unfall, zahle 578.– im monet. 3718 kandersteg, jg 69. lohnt sich e wächsel?",
        expect: {
          fields: {
            plz: "3718",
            birthYear: 1969,
            franchise: 300,
            accident: true,
            currentInsurer: "376",
            currentPremium: 578,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "u zellt dr poststämpel oder mues d kündigung scho dert si?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "376" },
          answers: [NOVEMBER_DEADLINE, /eintreffen|eingetroffen|ankommen|angekommen|erhalten|zugehen|zugegangen|eingang|vorliegen|bei (der )?kpt (sein|ankommen)|nicht der poststempel|poststempel (zählt|reicht|genügt) nicht/i],
          notAnswers: [/poststempel (zählt|gilt|reicht|genügt)(?! nicht)/i],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-02",
    category: "current-insurer",
    note: "Walensee (St. Gallen): Sanitas (BAG 1509) 'TelMed (CallMed)', 2500, without accident, 346.40 = Sanitas's real 2026 premium of that product for an adult in SG region 2 (8877 Murg, 100 % Quarten), born 1985. Like-for-like (telemedicine): 2026 cheapest Agrisano AGRIsmart 293.80 → 52.60; 2027 cheapest telemedicine KPTwin.smart 311.60 → 34.80 against the 2026 premium, 12.65 against Sanitas's cheapest own 2027 telemedicine tariff 324.25 (54.40 against TelMed Plus 366.00). Then whether she can keep her supplementary insurance at Sanitas: yes, basic and supplementary insurance are separate; Sanitas may not force her to cancel the supplementary insurance because she moves the basic insurance (Art. 7 para. 7 KVG).",
    turns: [
      {
        user: "ich bi bi de sanitas mit telmed callmed, 2500 franchise, ohni unfall, zahl 346.40. 8877 murg, jg 85. was chan i spare?",
        expect: {
          fields: {
            plz: "8877",
            birthYear: 1985,
            franchise: 2500,
            accident: false,
            currentInsurer: "1509",
            currentPremium: 346.4,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "d zusatzversicherig möcht i aber bi de sanitas bhalte, goht das?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|kannst|behalten|bleiben|getrennt|unabhängig|separat/i],
          notAnswers: [/(musst|müsstest) (du )?(die )?zusatz(versicherung(en)?)? (auch |ebenfalls )?(kündigen|wechseln|aufgeben)/i],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-03",
    category: "current-insurer",
    note: "Klettgau (Schaffhausen): CSS (BAG 8) family-doctor model, 1000, without accident, '440,50' with a decimal comma = 440.50, CSS's real 2026 family-doctor premium (all three of its family-doctor tariffs there cost 440.50) for an adult in SH region 2 (8219 Trasadingen, 100 % Trasadingen), born 1977. Like-for-like: 2026 cheapest family-doctor Assura PharMed 383.00 → 57.50 a month; 2027 cheapest practice tariff ÖKK CASAMED HMO 398.30 → 42.20 against the 2026 premium, 68.30 against CSS's own 2027 practice tariff 466.60 (ÖKK's FLEX tariff 413.20 also saves). Then 'und wie vil isch das im johr?': the yearly saving, twelve times the monthly one (e.g. 690.00, 506.40 or 819.60 depending on the comparison).",
    turns: [
      {
        user: "hallo, css hausarztmodell, 1000 franchise ohni unfall, zahle 440,50. wohne in 8219 trasadinge, jg 1977",
        expect: {
          fields: {
            plz: "8219",
            birthYear: 1977,
            franchise: 1000,
            accident: false,
            currentInsurer: "8",
            currentPremium: 440.5,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "hausarzt", franchise: 1000, accident: false }],
        },
      },
      {
        user: "und wie vil isch das im johr?",
        expect: {
          fields: { currentInsurer: "8", currentPremium: 440.5 },
          answers: [CHF_AMOUNT, /jahr|jährlich/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-04",
    category: "current-insurer",
    note: "Gambarogno (Ticino), a German-speaking pensioner: SWICA (BAG 1384), standard, 300, with accident, 826.50 = SWICA's real 2026 standard premium for an adult in TI region 1 (6575 Vairano, 100 % Gambarogno), born 1956. Like-for-like: 2026 cheapest standard Agrisano 679.00 → 147.50; 2027 Agrisano 713.00 → 113.50 against the 2026 premium, 95.90 against SWICA's own 2027 standard premium 808.90 (Assura's FLEX tariff 642.50 saves more). Then whether the notice must be sent by registered letter: the law only requires that it reaches SWICA by 30 November 2026 (Art. 7 para. 2 KVG); registered mail is advisable as proof but not prescribed.",
    turns: [
      {
        user: "grüezi, ich wohne seit der pensionierung in vairano am lago maggiore (6575), jahrgang 1956. bei der swica zahle ich 826.50 im monat, standardmodell, franchise 300 mit unfall. das ist doch zu viel?",
        expect: {
          fields: {
            plz: "6575",
            birthYear: 1956,
            franchise: 300,
            accident: true,
            currentInsurer: "1384",
            currentPremium: 826.5,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "muss ich die kündigung eingeschrieben schicken?",
        expect: {
          act: "ask_rule",
          answers: [NOVEMBER_DEADLINE, /schriftlich|brief|einschreiben|eingeschrieben/i],
          notAnswers: [/(das |ein )einschreiben ist (gesetzlich )?(vorgeschrieben|pflicht|zwingend)|einschreiben ist (gesetzliche )?pflicht/i],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-05",
    category: "current-insurer",
    note: "Zug: a young adult born 2003 (24 in 2027) insured like her parents with Helsana (BAG 1562), standard, 300, with accident, 344.00 = Helsana's real 2026 young-adult standard premium in ZG region 0 (6345 Neuheim: Neuheim 99.9 %, Baar 0.1 %, both ZG region 0). Like-for-like: 2026 cheapest standard Agrisano 284.50 → 59.50; 2027 Agrisano 295.90 → 48.10 against the 2026 premium, 32.90 against Helsana's own 2027 young-adult standard premium 328.80 (Mutuel's FLEX tariff 265.70 saves more). Then whether she must switch together with her parents: no, every person is insured individually and chooses the insurer freely (Art. 3 para. 1 and Art. 4 para. 1 KVG).",
    turns: [
      {
        user: "bi no bi de helsana wie mini eltere. standard, 300, mit unfall, zahl 344.– . 6345 neuheim, jahrgang 2003",
        expect: {
          fields: {
            plz: "6345",
            birthYear: 2003,
            franchise: 300,
            accident: true,
            currentInsurer: "1562",
            currentPremium: 344,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "mues ich denn mit mine eltere zäme wächsle oder chan ich elei?",
        expect: {
          act: "ask_rule",
          answers: [/allein|einzeln|unabhängig|selbst|individuell|jede(r|s)? (person|familienmitglied)|für dich|nicht zusammen|nicht gemeinsam|\bnein\b/i],
          notAnswers: [/(müsst|musst) (ihr|du) (alle )?(zusammen|gemeinsam) wechseln|nur (zusammen|gemeinsam) (wechseln|möglich)/i],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-06",
    category: "current-insurer",
    note: "Lauterbrunnen valley (Bern): Agrisano (BAG 1560) AGRIsmart (telemedicine), 300, with accident, 447.50 = Agrisano's real 2026 AGRIsmart premium for an adult in BE region 3 (3825 Mürren, 100 % Lauterbrunnen), born 1972. AGRIsmart is the cheapest telemedicine tariff and the cheapest tariff of any model there in 2026 (447.50) and in 2027 (468.10, also below every FLEX tariff; 2027 restrictions to listed municipalities applied). So there is no cheaper like-for-like offer: the reply must say the person already has the cheapest (or that no saving is possible) and must not promise a saving from switching to another insurer (a higher deductible is a different matter). Then 'und wenn ich auf 2500 franchise gehe?': deductible 2500 with telemedicine and accident cover (AGRIsmart stays the cheapest: 337.20 in 2026, 357.20 in 2027).",
    turns: [
      {
        user: "ich bin bei der agrisano mit agrismart, franchise 300 mit unfall, 447.50 im monat. 3825 mürren, jg 1972. geht es noch billiger?",
        expect: {
          fields: {
            plz: "3825",
            birthYear: 1972,
            franchise: 300,
            accident: true,
            currentInsurer: "1560",
            currentPremium: 447.5,
            currentModel: "telmed",
          },
          answers: [/günstigste|billigste|kein(e|en)? (günstigere|billigere|ersparnis|einsparung)|nicht (günstiger|billiger)|bereits|schon (das|die|beim|bei)|nichts (zu )?sparen|kaum (zu )?sparen/i],
          notAnswers: [/(mit einem wechsel|durch einen wechsel|wenn du (die kasse )?wechselst|bei (einer )?anderen (kasse|krankenkasse|versicherung))[^.]{0,60}(CHF|Fr\.)\s*[1-9]/i],
        },
      },
      {
        user: "und wenn ich auf 2500 franchise gehe?",
        expect: {
          act: "change",
          fields: { plz: "3825", birthYear: 1972, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v21-current-insurer-07",
    category: "current-insurer",
    note: "Glarus Süd: Helsana (BAG 1562) 'Premed-24' (telemedicine), 1500, without accident, 398.60 = Helsana's real 2026 premium of that product for an adult in GL region 0 (8783 Linthal, 100 % Glarus Süd), born 1982. Like-for-like: 2026 cheapest telemedicine Philos SanaTel 350.80 → 47.80; 2027 KPTwin.smart 358.80 → 39.80 against the 2026 premium, 33.00 against Helsana's own 2027 Premed-24 391.80 (8.10 against its cheaper BeneFit PLUS Telemed 366.90). Then 'und wenn i grad no uf 2500 gang?': deductible 2500, telemedicine without accident, insurer and place kept.",
    turns: [
      {
        user: "bi bi dr helsana mit premed-24, franchise 1500, ohni unfall, 398.60 im monet. 8783 linthal, jg 82",
        expect: {
          fields: {
            plz: "8783",
            birthYear: 1982,
            franchise: 1500,
            accident: false,
            currentInsurer: "1562",
            currentPremium: 398.6,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "telmed", franchise: 1500, accident: false }],
        },
      },
      {
        user: "und wenn i grad no uf 2500 gang?",
        expect: {
          act: "change",
          fields: { plz: "8783", birthYear: 1982, franchise: 2500, accident: false, currentInsurer: "1562" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
