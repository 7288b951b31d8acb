/**
 * The import-cycle check of `npm test`: no module imports one that imports it back (madge), and
 * no folder of lib/ imports a sibling folder that imports it back. Prints the cycles and exits 1.
 */
import madge from "madge";

const roots = ["lib", "app", "components", "proxy.ts", "instrumentation.ts"];
const result = await madge(roots, {
  fileExtensions: ["ts", "tsx", "mts", "mjs"],
  tsConfig: "tsconfig.json",
  excludeRegExp: [/^lib\/generated\//, /\.json$/, /\.css$/],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const fileCycles = result.circular();

// Folder graph: lib/<domain> (the one level a reader meets first).
const domainOf = (file) => (file.startsWith("lib/") ? file.split("/").slice(0, 2).join("/").replace(/\.(ts|tsx|mjs)$/, "") : null);
const edges = new Map();
for (const [file, imports] of Object.entries(result.obj())) {
  const from = domainOf(file);
  if (!from) continue;
  for (const target of imports) {
    const to = domainOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, [...(edges.get(from).get(to) ?? []), `${file} -> ${target}`]);
  }
}
// Any cycle among folders (strongly connected components with more than one folder, Tarjan).
const folderCycles = [];
{
  let counter = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set();
  const visit = (v) => {
    index.set(v, counter); low.set(v, counter++); stack.push(v); onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
      if (component.length > 1) folderCycles.push(component);
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
}
const example = (component) =>
  component.flatMap((a) => component.filter((b) => edges.get(a)?.has(b)).map((b) => edges.get(a).get(b)[0])).join("; ");

for (const cycle of fileCycles) console.log(`module cycle: ${cycle.join(" -> ")}`);
for (const component of folderCycles) console.log(`folder cycle: ${component.join(", ")} (${example(component)})`);
const files = Object.keys(result.obj()).length;
if (fileCycles.length + folderCycles.length > 0) {
  console.log(`structure: ${fileCycles.length} module cycles, ${folderCycles.length} folder cycles in ${files} modules`);
  process.exit(1);
}
console.log(`structure: no import cycle in ${files} modules (${edges.size} folders of lib/)`);
