/** @jest-environment node */
import { matchesEtag, secondsUntilSwissMidnight } from "@/lib/http/cacheable";
import { queryToBody, type QueryShape } from "@/lib/http/query-body";

const shape: QueryShape = {
  postalCode: "string",
  limit: "number",
  accidentCoverage: "boolean",
  modelCodes: "list",
  persons: { list: { birthYear: "string", franchiseAmount: "number" } },
};
const read = (query: string) => queryToBody(new URLSearchParams(query), shape);

describe("queryToBody", () => {
  it("types numbers and booleans that read as such and passes anything else on as text", () => {
    expect(read("postalCode=8001&limit=20&accidentCoverage=false")).toEqual({ postalCode: "8001", limit: 20, accidentCoverage: false });
    expect(read("accidentCoverage=1&limit=zwanzig")).toEqual({ accidentCoverage: true, limit: "zwanzig" });
    expect(read("accidentCoverage=ja")).toEqual({ accidentCoverage: "ja" });
  });

  it("reads lists repeated or comma-separated, drops empty values and unknown fields, passes a repeated single field as a list", () => {
    expect(read("modelCodes=hmo&modelCodes=telmed")).toEqual(read("modelCodes=hmo,telmed"));
    expect(read("modelCodes=hmo,telmed")).toEqual({ modelCodes: ["hmo", "telmed"] });
    expect(read("postalCode=&limit=&other=1")).toEqual({});
    expect(read("limit=5&limit=6")).toEqual({ limit: ["5", "6"] });
  });

  it("builds the persons from persons[i].field, a gap as an empty person, at most ten", () => {
    expect(read("persons[0].birthYear=1984&persons[0].franchiseAmount=2500&persons[2].birthYear=2015&persons[1].nickname=x")).toEqual({
      persons: [{ birthYear: "1984", franchiseAmount: 2500 }, {}, { birthYear: "2015" }],
    });
    expect(read("persons[10].birthYear=1984")).toEqual({});
  });
});

describe("HTTP cache helpers", () => {
  it("matches If-None-Match by the tag, in a list, weak or *", () => {
    const request = (value: string) => new Request("http://test/", { headers: { "if-none-match": value } });
    expect(matchesEtag(request('"abc"'), '"abc"')).toBe(true);
    expect(matchesEtag(request('"x", W/"abc"'), '"abc"')).toBe(true);
    expect(matchesEtag(request("*"), '"abc"')).toBe(true);
    expect(matchesEtag(request('"abcd"'), '"abc"')).toBe(false);
    expect(matchesEtag(new Request("http://test/"), '"abc"')).toBe(false);
  });

  it("counts the seconds to midnight in Switzerland, summer and winter time", () => {
    expect(secondsUntilSwissMidnight(new Date("2026-11-25T22:00:00Z"))).toBe(3600); // 23:00 CET
    expect(secondsUntilSwissMidnight(new Date("2026-07-01T21:30:00Z"))).toBe(1800); // 23:30 CEST
    expect(secondsUntilSwissMidnight(new Date("2026-07-01T22:00:00Z"))).toBe(86_400); // midnight CEST
  });
});

describe("queryToBody with hostile names", () => {
  it("ignores inherited names instead of reading them as fields", () => {
    expect(read("constructor=1&__proto__=x&persons[0].constructor=1&persons[0].__proto__=x&toString[0].birthYear=1")).toEqual({});
  });
});
