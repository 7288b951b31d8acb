// Fails on a dependency with a known problem (npm run check:advisories, docs/security.md):
// 1. `npm audit`, where the advisory service is reachable: any advisory of severity moderate or
//    higher fails the check;
// 2. where it is not (these build machines: the registry refuses the bulk advisory endpoint), the
//    registry's `deprecated` notice of every direct dependency at its installed version: that is
//    how maintainers mark broken or vulnerable releases. Weaker than an audit, so it says so.
// ADVISORY_PACKAGES=a,b limits step 2 to those packages.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const FAILING = new Set(["moderate", "high", "critical"]);

/** The audit's verdict: the failing advisories, or null when the advisory service gave no answer. */
export function auditVerdict(json) {
  if (!json || typeof json !== "object" || !json.vulnerabilities) return null;
  return Object.values(json.vulnerabilities)
    .filter((entry) => FAILING.has(entry.severity))
    .map((entry) => `${entry.name}: ${entry.severity}`);
}

/** Direct dependencies with their installed versions (from the lock file). */
export function installedDirect(manifest, lock) {
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  return names.map((name) => ({ name, version: lock.packages?.[`node_modules/${name}`]?.version })).filter((dep) => dep.version);
}

/** The deprecated ones: `view(name, version)` answers the registry's notice or "". */
export function deprecatedOf(deps, view) {
  return deps.flatMap(({ name, version }) => {
    const notice = view(name, version);
    return notice ? [`${name}@${version}: ${notice}`] : [];
  });
}

function npm(args) {
  try {
    return execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch (error) {
    return error.stdout ?? "";
  }
}

const registryNotice = (name, version) => {
  const text = npm(["view", `${name}@${version}`, "deprecated", "--json"]).trim();
  return text ? String(JSON.parse(text)) : "";
};

function main() {
  let audit = null;
  try {
    audit = auditVerdict(JSON.parse(npm(["audit", "--json"]) || "null"));
  } catch {
    audit = null;
  }
  if (audit) {
    for (const line of audit) console.error(`[advisories] ${line}`);
    console.info(`[advisories] npm audit: ${audit.length} Befund(e) ab «moderate»`);
    process.exit(audit.length ? 1 : 0);
  }
  console.warn("[advisories] npm audit: Advisory-Dienst nicht erreichbar; geprüft werden nur Deprecation-Hinweise der Registry");
  const only = process.env.ADVISORY_PACKAGES?.split(",").map((name) => name.trim());
  const deps = installedDirect(JSON.parse(readFileSync("package.json", "utf8")), JSON.parse(readFileSync("package-lock.json", "utf8")))
    .filter((dep) => !only || only.includes(dep.name));
  const deprecated = deprecatedOf(deps, registryNotice);
  for (const line of deprecated) console.error(`[advisories] ${line}`);
  console.info(`[advisories] ${deps.length} direkte Abhängigkeiten geprüft, ${deprecated.length} als veraltet markiert`);
  process.exit(deprecated.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
