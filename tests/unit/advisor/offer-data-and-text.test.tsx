import { render } from "@testing-library/react";
import { MessageText } from "@/components/advisor/message-text";
import { parseGender } from "@/lib/advisor/offer-collection";
import { findSwissDate as parseSwissDate } from "@/lib/domain/calendar";
import { advisorRequestSchema, MAX_MESSAGE_LENGTH } from "@/lib/advisor/state";

describe("offer data parsers", () => {
  it("reads Swiss dates as ISO dates", () => {
    expect(parseSwissDate("31.12.1985")).toBe("1985-12-31");
    expect(parseSwissDate("geboren am 1.3.1990")).toBe("1990-03-01");
    expect(parseSwissDate("1985")).toBeNull();
  });

  it("reads the gender from Frau, Herr or divers", () => {
    expect(parseGender("Frau")).toBe("female");
    expect(parseGender("Herr")).toBe("male");
    expect(parseGender("divers")).toBe("other");
    expect(parseGender("weiss nicht")).toBeUndefined();
  });
});

describe("advisorRequestSchema", () => {
  it("drops unknown state fields, defaults a missing state and refuses long messages", () => {
    const parsed = advisorRequestSchema.parse({ userInput: " Hallo ", state: { plz: "8001", hacker: "x", angebote: [] } });
    expect(parsed.userInput).toBe("Hallo");
    expect(parsed.state).not.toHaveProperty("hacker");
    expect(advisorRequestSchema.parse({ userInput: "Hallo" }).state.conversation_stage).toBe("welcome");
    const long = advisorRequestSchema.safeParse({ userInput: "a".repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Deine Nachricht ist zu lang. Bitte schreib höchstens 2000 Zeichen.");
  });
});

describe("MessageText", () => {
  it("renders **bold** and line breaks as elements, never as HTML", () => {
    const { container } = render(<MessageText text={"Hallo **Anna**\nZeile zwei <img src=x onerror=alert(1)>"} />);
    expect(container.querySelector("strong")?.textContent).toBe("Anna");
    expect(container.querySelectorAll("br")).toHaveLength(1);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
