/**
 * @jest-environment node
 */
import { numberWordsAsFigures } from "@/lib/advisor/extract/number-words";
import { normalizeText } from "@/lib/domain/message-text";

// The folded text, as the advisor's readers get it.
const read = (text: string) => numberWordsAsFigures(normalizeText(text));

describe("numbers said in French, Italian and English words", () => {
  it.each([
    ["j'ai septante-deux ans", "j ai 72 ans"],
    ["né en mille neuf cent huitante-cinq", "ne en 1985"],
    ["née en mille neuf cent nonante-trois", "nee en 1993"],
    ["dix-neuf cent quatre-vingt-cinq", "1985"],
    ["mille neuf cent soixante-dix-huit", "1978"],
    ["franchise de deux mille cinq cents", "franchise de 2500"],
    ["quatre-vingt-dix", "90"],
    ["quatre-vingts ans", "80 ans"],
    ["vingt et un ans", "21 ans"],
    ["j'ai trente-quatre ans", "j ai 34 ans"],
    ["nato nel millenovecentonovanta", "nato nel 1990"],
    ["ho quarantacinque anni", "ho 45 anni"],
    ["franchigia duemilacinquecento", "franchigia 2500"],
    ["mille novecento ottantacinque", "1985"],
    ["mio figlio ha sei anni", "mio figlio ha 6 anni"],
    ["ventitré anni", "23 anni"],
    ["ottantotto", "88"],
    ["born nineteen eighty-five", "born 1985"],
    ["I'm twenty nine", "i m 29"],
    ["deductible two thousand five hundred", "deductible 2500"],
    ["fifteen hundred", "1500"],
    ["a hundred and five", "a 105"],
  ])("%s → %s", (said, figures) => {
    expect(read(said)).toBe(figures);
  });

  it("leaves words alone that are numbers only in context", () => {
    // Articles and look-alikes: French "un"/"du", Italian "sei" (you are), "otto" (a name), Swiss German "un" (und).
    for (const text of ["un cafe", "du lait", "sei sicuro", "mini frau un ich", "de la part du medecin", "une question", "otto", "grazie mille", "mille mercis"]) expect(read(text)).toBe(normalizeText(text));
    // German sentences do not change.
    for (const text of ["ich bin 1990 geboren und wohne in 8001", "zwei kinder", "franchise 2500 ohne unfall"]) expect(read(text)).toBe(normalizeText(text));
    expect(read("un an")).toBe("1 an");
    expect(read("mille francs")).toBe("1000 francs");
  });
});
