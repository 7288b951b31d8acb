import type { AdvisorCase } from "../case-format";

export const lookupCases: AdvisorCase[] = [
  {
    id: "h3-lookup-01",
    category: "lookup",
    turns: [
      { user: "bis wänn muess d kündigung bi de kasse si?", expect: { act: "ask_rule", answers: [/30\.? ?november|30\.11/] } },
      { user: "reicht e mail?", expect: { act: "ask_rule", answers: [/schriftlich|eingeschrieben|brief|e-?mail/] } },
    ],
  },
  {
    id: "h3-lookup-02",
    category: "lookup",
    turns: [
      {
        user: "Zahlt die Grundversicherung den Zahnarzt? Mein Sohn braucht eine Zahnspange und ich selber muss eine Karies behandeln lassen.",
        expect: { act: "ask_rule", answers: [/zahn/, /zusatzversicherung|selbst|nicht/], notAnswers: [/grundversicherung (zahlt|übernimmt) (die )?(zahnspange|karies)/] },
      },
    ],
  },
  {
    id: "h3-lookup-03",
    category: "lookup",
    turns: [
      { user: "wie bechum ich prämieverbilligung? wohne in bern 3011", expect: { act: "ask_rule", fields: { plz: "3011" }, answers: [/kanton|ahv-ausgleichskasse|sva|amt|gesuch|antrag/], notAnswers: [/kanton zürich/] } },
    ],
  },
  {
    id: "h3-lookup-04",
    category: "lookup",
    turns: [
      {
        user: "ich arbeite 100% und bin über den arbeitgeber gegen unfall versichert, brauch ich den unfall in der krankenkasse trotzdem?",
        expect: { act: "ask_rule", answers: [/arbeitgeber|uvg/, /8 stunden|acht stunden|ohne unfall|sistier|ausschliessen/] },
      },
      { user: "ok dann ohne. 3930 visp, 1984", expect: { act: "provide_info", fields: { accident: false, plz: "3930", birthYear: 1984 } } },
    ],
  },
  {
    id: "h3-lookup-05",
    category: "lookup",
    turns: [
      { user: "was isch wenn i im usland chrank wirde, zum bispil ferie in thailand?", expect: { act: "ask_rule", answers: [/notfall|ausland/, /doppelt|schweiz|zusatz|reise/] } },
    ],
  },
  {
    id: "h3-lookup-06",
    category: "lookup",
    turns: [
      {
        user: "Ich ziehe im Februar von Basel nach Luzern. Muss ich die Krankenkasse wechseln oder ändert nur die Prämie?",
        expect: { act: "ask_rule", answers: [/prämie|wohnort|region/, /melden|mitteilen|informieren|bleiben/], notAnswers: [/musst (du )?(die kasse )?wechseln/] },
      },
    ],
  },
  {
    id: "h3-lookup-07",
    category: "lookup",
    turns: [
      { user: "kann ich die franchise unter dem jahr ändern?", expect: { act: "ask_rule", answers: [/1\. ?januar|jahresende|ende jahr|auf anfang jahr|nächste/] } },
      { user: "und was isch dr selbstbehalt?", expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent/, /700/] } },
    ],
  },
];
