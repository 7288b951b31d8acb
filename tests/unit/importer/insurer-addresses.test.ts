/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { APPROVED_INSURERS_SHEET, addressLines, insurerAddresses } from "@/lib/importer/insurer-addresses";
import { readSheetRows, type SheetRow } from "@/lib/importer/xlsx-rows";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const LIST = path.join(DATA_DIR, "bag_zugelassene_krankenversicherer_2025-01-01.xlsx");

describe("insurer addresses from BAG's list of approved insurers", () => {
  it("keeps street, PO box and postal-code line, drops phone, e-mail and names", () => {
    expect(addressLines("Tribschenstrasse 21\nPostfach 2568\n6002 Luzern\nTel. 058 277 11 11\ninfo@css.ch")).toEqual([
      "Tribschenstrasse 21",
      "Postfach 2568",
      "6002 Luzern",
    ]);
    expect(addressLines("Groupe Mutuel|\nAvenir Assurance|\nRue des Cèdres 5|\n1919 Martigny\nTel. 0848 803 111")).toEqual(["Rue des Cèdres 5", "1919 Martigny"]);
    expect(addressLines("Tel. 044 000 00 00")).toBeNull();
  });

  it("joins an entry that runs over several rows, until the next insurer number", () => {
    const rows: SheetRow[] = [
      { A: "Nummer", D: "Adresse Hauptsitz" },
      { A: "343", C: "Avenir", D: "Groupe Mutuel|" },
      { C: "Maladie SA", D: "Rue des Cèdres 5|" },
      { D: "1919 Martigny" },
      { A: "8", D: "Tribschenstrasse 21\n6002 Luzern" },
    ];
    expect(Object.fromEntries(insurerAddresses(rows))).toEqual({
      "343": ["Rue des Cèdres 5", "1919 Martigny"],
      "8": ["Tribschenstrasse 21", "6002 Luzern"],
    });
  });

  (existsSync(LIST) ? it : it.skip)("reads the real list: CSS in Lucerne, SLKK in Zurich", async () => {
    const addresses = insurerAddresses(await readSheetRows(LIST, APPROVED_INSURERS_SHEET));
    expect(addresses.size).toBeGreaterThan(30);
    expect(addresses.get("8")).toEqual(["Tribschenstrasse 21", "Postfach 2568", "6002 Luzern"]);
    expect(addresses.get("923")).toEqual(["Hofwiesenstrasse 370", "Postfach 5652", "8050 Zürich"]);
  });
});
