/** @jest-environment node */
import { daysLeftText, deadlineValues } from "@/lib/i18n/deadline-values";
import { knowledgeDocuments } from "@/lib/knowledge/knowledge-base";
import { searchKnowledge } from "@/lib/knowledge/knowledge-search";

describe("deadline texts", () => {
  it("says how many days are left", () => {
    expect([daysLeftText(0), daysLeftText(1), daysLeftText(8)]).toEqual(["heute ist der letzte Tag", "noch 1 Tag", "noch 8 Tage"]);
  });

  it("fills the next switch dates seen from today", () => {
    expect(deadlineValues("2026-11-22")).toMatchObject({
      switchYear: 2027,
      switchDate: "1. Januar 2027",
      deadline: "30. November 2026",
      deadlineWeekday: "Montag, 30. November 2026",
      postBy: "14. November 2026",
      daysLeftText: "noch 8 Tage",
      midYearEnd: "30. Juni 2027",
      midYearDeadline: "31. März 2027",
    });
    // In 2025 the 30th was a Sunday: the legal day and the real deadline differ.
    expect(deadlineValues("2025-11-20")).toMatchObject({
      switchYear: 2026,
      legalDeadline: "30. November 2025",
      legalWeekday: "Sonntag",
      deadlineWeekday: "Freitag, 28. November 2025",
    });
    // After the deadline the next 1 January is a year later.
    expect(deadlineValues("2026-12-01")).toMatchObject({ switchYear: 2028, deadline: "30. November 2027", daysLeft: 364 });
  });
});

describe("the advisor's deadline answers", () => {
  it("name the dates of the next switch and the days left", () => {
    const answer = searchKnowledge("Bis wann muss ich meine Krankenkasse kündigen?", "2026-11-22");
    expect(answer.content).toContain("1. Januar 2027");
    expect(answer.content).toContain("spätestens am Montag, 30. November 2026 bei deiner Krankenkasse eintreffen (noch 8 Tage)");
    expect(answer.content).toContain("31. März 2027");
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it("move on with the date", () => {
    const answer = searchKnowledge("Bis wann muss ich meine Krankenkasse kündigen?", "2026-12-10");
    expect(answer.content).toContain("1. Januar 2028");
    expect(answer.content).toContain("30. November 2027");
    expect(answer.content).not.toContain("2026 (noch");
  });

  it("leave no placeholder unfilled in the knowledge base", () => {
    for (const doc of knowledgeDocuments("2026-11-22")) expect(`${doc.title} ${doc.text}`).not.toMatch(/\{\w+\}/);
  });
});

describe("the knowledge base's documents", () => {
  it("hold no unfilled placeholder: dates filled in, legal facts as their reviewed statement with its source", () => {
    const documents = knowledgeDocuments("2026-11-27");
    const unfilled = documents.filter((doc) => /\{[a-zA-Z:-]+\}/.test(doc.text) || /\{[a-zA-Z:-]+\}/.test(doc.title)).map((doc) => doc.id);
    expect(unfilled).toEqual([]);
    const models = documents.find((doc) => doc.text.includes("Im Telmed-Modell"));
    expect(models?.text).toMatch(/\((?:Art\.|Artikel) [^)]*(?:KVG|KVV)\)/);
  });
});

describe("page texts with figures computed from the premium data", () => {
  it("are left out of the knowledge base rather than said with the figure blanked", () => {
    const documents = knowledgeDocuments("2026-11-22");
    for (const document of documents) expect(document.text).not.toMatch(/ {2}|\{\w+\}/);
    expect(documents.map((document) => document.text).join(" ")).not.toMatch(/zählt\s+Gemeinden/);
  });
});
