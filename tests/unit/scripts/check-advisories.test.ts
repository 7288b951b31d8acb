/**
 * @jest-environment node
 */
import { auditVerdict, deprecatedOf, installedDirect } from "@/scripts/check-advisories.mjs";

describe("the advisory check", () => {
  it("fails on audit advisories from moderate up and knows when the service gave no answer", () => {
    const json = { vulnerabilities: { a: { name: "a", severity: "low" }, b: { name: "b", severity: "high" } } };
    expect(auditVerdict(json)).toEqual(["b: high"]);
    expect(auditVerdict({ message: "405 Method Not Allowed" })).toBeNull();
    expect(auditVerdict(null)).toBeNull();
  });

  it("names the direct dependencies whose installed version the registry marks deprecated", () => {
    const deps = installedDirect(
      { dependencies: { next: "16.4.6", gone: "1.0.0" }, devDependencies: { jest: "30.5.2" } },
      { packages: { "node_modules/next": { version: "16.4.6" }, "node_modules/jest": { version: "30.5.2" } } },
    );
    expect(deps).toEqual([{ name: "next", version: "16.4.6" }, { name: "jest", version: "30.5.2" }]);
    const view = (name: string) => (name === "jest" ? "Sicherheitslücke, bitte 30.5.3 verwenden" : "");
    expect(deprecatedOf(deps, view)).toEqual(["jest@30.5.2: Sicherheitslücke, bitte 30.5.3 verwenden"]);
  });
});
