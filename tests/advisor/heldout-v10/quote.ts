import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 22.11.2026
 * (eight days before 30 November). Insurers by BAG code: 312 Atupri, 1555 Visana. */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "h10-quote-01",
    category: "quote",
    note: "data, 'the cheapest' chosen in Zurich German, then what happens next and whether the person cancels the old insurance: yes, in writing, arriving by 30 November",
    turns: [
      {
        user: "8800 thalwil, 1989, telmed, 2500",
        expect: {
          fields: { plz: "8800", birthYear: 1989, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
      {
        user: "das günstigst nimm i",
        expect: { act: "choose_offer", fields: { plz: "8800", birthYear: 1989, model: "telmed", franchise: 2500 } },
      },
      {
        user: "und wie gaht das jetzt wiiter? mues i sälber künde?",
        expect: { fields: { plz: "8800", birthYear: 1989 }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h10-quote-02",
    category: "quote",
    note: "a quote from a named insurer with every datum, then all contact data in one line",
    turns: [
      {
        user: "Ich möchte eine Offerte von der Atupri: 3006 Bern, 1983, Hausarzt, Franchise 1500.",
        expect: {
          act: "request_quote",
          fields: { plz: "3006", birthYear: 1983, model: "hausarzt", franchise: 1500, namedInsurer: "312" },
        },
      },
      {
        user: "Sandra Wyss, Schosshaldenstrasse 18, 3006 Bern, 14.06.1983, 079 512 33 80, sandra.wyss@bluewin.ch",
        expect: { act: "give_contact", fields: { plz: "3006", birthYear: 1983, model: "hausarzt", franchise: 1500 } },
      },
    ],
  },
  {
    id: "h10-quote-03",
    category: "quote",
    note: "an offer chosen by the insurer's name ('ich nimm d sanitas'), then whether requesting the quote binds the person (no: a quote is not a contract)",
    turns: [
      {
        user: "8604 volketswil, 1994, franchise 2500",
        expect: {
          fields: { plz: "8604", birthYear: 1994, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "ich nimm d sanitas",
        expect: { act: "choose_offer", fields: { plz: "8604", birthYear: 1994, franchise: 2500 } },
      },
      {
        user: "isch das verbindlich wenn ich d offerte aafordere?",
        expect: {
          answers: [/unverbindlich|nicht verbindlich|kein(en)? vertrag|keine verpflichtung|verpflichtet (dich )?(zu )?nichts/i],
        },
      },
    ],
  },
  {
    id: "h10-quote-04",
    category: "quote",
    note: "a quote for the cheapest Telmed 2500 (Wetzikon ZH), then only a name and an e-mail: the advisor asks for what is still missing (address, phone, date of birth)",
    turns: [
      {
        user: "offerte bitte für die günstigste telmed mit 2500, 8620 wetzikon, jg 1986",
        expect: {
          act: "request_quote",
          fields: { plz: "8620", birthYear: 1986, model: "telmed", franchise: 2500 },
        },
      },
      {
        user: "Nina Brunner, nina.brunner@gmx.ch",
        expect: {
          act: "give_contact",
          fields: { plz: "8620", birthYear: 1986 },
          answers: [/adresse|telefon|geburtsdatum/i],
        },
      },
    ],
  },
  {
    id: "h10-quote-05",
    category: "quote",
    note: "a quote for a couple from a named insurer (Visana, Sissach BL region 2), then the contact data",
    turns: [
      {
        user: "chönd ir mir e offerte vo dr visana mache für mi und mini frau? 4450 sissach, ich 1961, sie 1963, franchise 300",
        expect: {
          act: "request_quote",
          fields: {
            plz: "4450",
            namedInsurer: "1555",
            persons: [
              { birthYear: 1961, role: "self" },
              { birthYear: 1963, role: "partner" },
            ],
          },
        },
      },
      {
        user: "Ruedi Gysin, Hauptstrasse 57, 4450 Sissach, 21.09.1961, 061 971 44 02, r.gysin@sunrise.ch",
        expect: { act: "give_contact", fields: { plz: "4450" } },
      },
    ],
  },
];
