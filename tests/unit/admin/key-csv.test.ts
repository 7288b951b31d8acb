/**
 * @jest-environment node
 */
import { keysCsvFileName, keysToCsv } from "@/lib/admin/key-csv";

describe("CSV of new keys", () => {
  it("writes a header and one quoted row per key, ; separated, CRLF, with a BOM", () => {
    const csv = keysToCsv([
      { insurer_code: "923", insurer_name: "SLKK", api_key: "pk_abc" },
      { insurer_code: "8", insurer_name: 'CSS "Kranken"; Versicherung', api_key: "pk_def" },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Versicherer-Code";"Versicherer";"Zugangsschlüssel"',
      '"923";"SLKK";"pk_abc"',
      '"8";"CSS ""Kranken""; Versicherung";"pk_def"',
      "",
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = keysToCsv([{ insurer_code: "1", insurer_name: "=HYPERLINK(\"http://x\")", api_key: "@pk" }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")";"'@pk"`);
  });

  it("is just the header for no keys, and names the file by date and time", () => {
    expect(keysToCsv([]).slice(1)).toBe('"Versicherer-Code";"Versicherer";"Zugangsschlüssel"\r\n');
    expect(keysCsvFileName(new Date(2026, 10, 2, 9, 5))).toBe("zugangsschluessel-2026-11-02-0905.csv");
  });
});
