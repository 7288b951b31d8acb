/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// Tailwind generates a class only if a file listed by @source uses it: a component missing
// from every stylesheet's sources would render unstyled. This guards the lists.
const root = path.resolve(__dirname, "../../..");

function walk(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

const stylesheets = walk(path.join(root, "app"), /\.css$/);
const sources = stylesheets.flatMap((sheet) =>
  [...readFileSync(sheet, "utf8").matchAll(/^@source\s+"([^"]+)";/gm)].map((m) => path.resolve(path.dirname(sheet), m[1]!)),
);
const covered = (file: string) => sources.some((source) => file === source || file.startsWith(`${source}${path.sep}`));

describe("stylesheet sources", () => {
  it("every feature folder of components/ is a source of some stylesheet", () => {
    const features = readdirSync(path.join(root, "components")).filter(
      (name) => name !== "ui" && statSync(path.join(root, "components", name)).isDirectory(),
    );
    const missing = features.filter((name) => {
      const files = walk(path.join(root, "components", name), /\.tsx$/);
      return files.some((file) => !covered(file));
    });
    expect(missing).toEqual([]);
  });

  it("every primitive that a page or feature imports is a source of some stylesheet", () => {
    const users = [...walk(path.join(root, "app"), /\.tsx$/), ...walk(path.join(root, "components"), /\.tsx?$/)];
    const imported = new Set(
      users.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/from "@\/components\/ui\/([a-z-]+)"/g)].map((m) => m[1]!),
      ),
    );
    const missing = [...imported].filter((name) => {
      const file = ["tsx", "ts"].map((ext) => path.join(root, "components/ui", `${name}.${ext}`)).find((f) => {
        try {
          return statSync(f).isFile();
        } catch {
          return false;
        }
      });
      return !file || !covered(file);
    });
    expect(missing).toEqual([]);
  });
});
