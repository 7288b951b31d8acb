/**
 * @jest-environment node
 */
import { randomBytes } from "node:crypto";
import { emailLookupHash, emailLookupHashes } from "@/lib/leads/lead-crypto";
import { leadSearchSchema } from "@/lib/validations/admin";
import { normaliseEmail } from "@/lib/validations/email";
import { emailSchema } from "@/lib/validations/quote";

// One e-mail rule: whatever address the quote form (and the advisor) accepts, the deletion
// search accepts too, and both reach the same look-up hash.
const accepted = ["jürg@müller.ch", "anna.muster+kk@example.ch", "o'brien@example.co.uk", "Zoë@Exämple.CH", "x@y.z"];

describe("the e-mail rule", () => {
  it.each(accepted)("the deletion search accepts %s, which the quote form accepts", (address) => {
    expect(emailSchema.safeParse(address).success).toBe(true);
    expect(leadSearchSchema.parse({ query: address }).query).toEqual({ kind: "email", email: normaliseEmail(address) });
  });

  it("normalises case, spaces and the Unicode form the same way for the form, the search and the hash", () => {
    const composed = "jürg@müller.ch";
    const decomposed = " J\u0075\u0308rg@M\u0075\u0308ller.CH ";
    expect(normaliseEmail(decomposed)).toBe(composed);
    expect(emailSchema.parse(decomposed)).toBe("J\u00fcrg@M\u00fcller.CH");
    const key = { id: "k1", key: randomBytes(32) };
    expect(emailLookupHash(key, decomposed)).toBe(emailLookupHash(key, composed));
    const ring = { current: key, all: new Map([["k1", key]]) };
    expect(emailLookupHashes(ring as never, composed)).toContain(emailLookupHash(key, composed));
  });

  it("both refuse what is not an address", () => {
    for (const junk of ["jürg", "jürg@", "@müller.ch", "a b@c.ch", "a@b"]) {
      expect(emailSchema.safeParse(junk).success).toBe(false);
      expect(leadSearchSchema.safeParse({ query: junk }).success).toBe(false);
    }
  });
});
