/** @jest-environment node */
import { deadlineValues } from "@/lib/i18n/deadline-values";
import { factIdsIn, fillFacts } from "@/lib/i18n/fill-facts";
import { messages } from "@/lib/i18n/messages";
import { factById } from "@/lib/facts";

describe("the posting advice follows the date", () => {
  it("before the recommended posting day: post by that day", () => {
    const values = deadlineValues("2026-11-01");
    expect(values).toMatchObject({ switchYear: 2027, postingStatus: "onTime", postBy: "14. November 2026" });
    expect(values.postingAdvice).toBe("Schick den Brief am besten bis am 14. November 2026 eingeschrieben ab.");
  });

  it("six days before the deadline: no posting day in the past, post at once", () => {
    const values = deadlineValues("2026-11-24");
    expect(values).toMatchObject({ switchYear: 2027, postingStatus: "tight", daysLeft: 6 });
    expect(values.postingAdvice).not.toContain("14. November");
    expect(values.postingAdvice).toContain("sofort eingeschrieben");
  });

  it("on the deadline day itself it is still tight, not missed", () => {
    expect(deadlineValues("2026-11-30")).toMatchObject({ switchYear: 2027, postingStatus: "tight", daysLeft: 0 });
  });

  it("after the deadline: says the 1 January switch is missed and names the next term", () => {
    const values = deadlineValues("2026-12-05");
    expect(values).toMatchObject({ switchYear: 2028, postingStatus: "missed", missedSwitchDate: "1. Januar 2027", postBy: "15. November 2027" });
    expect(values.postingAdvice).toBe(
      "Für einen Wechsel auf den 1. Januar 2027 ist es zu spät. Für den nächsten Termin schickst du den Brief am besten bis am 15. November 2027 eingeschrieben ab.",
    );
  });

  it("in the new year the next term is simply on time", () => {
    expect(deadlineValues("2027-01-10")).toMatchObject({ switchYear: 2028, postingStatus: "onTime", missedSwitchDate: "" });
  });

  it("the guide's year-end card carries the advice of the day", () => {
    expect(messages.guide.deadlines.yearEnd.text).toContain("{postingAdvice}");
    expect(messages.guide.deadlines.yearEnd.text).not.toMatch(/\{postBy\}/);
  });
});

describe("statements about basic insurance come from the fact list", () => {
  it("fills a fact with its statement and legal source", () => {
    const fact = factById("model-discount-reflects-costs")!;
    expect(fillFacts("{fact:model-discount-reflects-costs}")).toBe(`${fact.statement} (Art. 101 Abs. 2 KVV)`);
    expect(() => fillFacts("{fact:no-such-fact}")).toThrow("no-such-fact");
  });

  it("every fact the catalogues name exists", () => {
    const ids = factIdsIn(JSON.stringify(messages));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(factById(id)).toBeDefined();
  });

  it("no page names a fixed model discount or a year-bound average", () => {
    const text = JSON.stringify([messages.guide, messages.faq, messages.calculator, messages.models, messages.about]);
    expect(text).not.toMatch(/\d+\s*[-–]\s*\d+\s*% günstiger|bis zu 25\s*%|CHF 456|4\.4\s*%|393\.30/);
  });
});
