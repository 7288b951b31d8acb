import "server-only";
import { getDatabase, type Database } from "@/lib/db";
import { refreshPagesFor } from "@/lib/seo/page-refresh";
import { loadInsurersWithPremiums, type InsurerRecord } from "./insurer-store";
import { LocationIndex, type RegionOf } from "./location-index";
import { loadLocalities, loadMunicipalityRegions } from "./location-store";
import { PremiumIndex, PremiumIndexBuilder } from "./premium-index";
import { loadPremiumRows, loadTariffRestrictions, loadTariffYears, type TariffYearVersion } from "./premium-store";

/** Everything a search needs, in memory. */
export type Catalog = {
  premiums: PremiumIndex;
  locations: LocationIndex;
  regionsOf: (tariffYear: number) => RegionOf;
  now: () => Date;
  insurers: InsurerRecord[];
  version: string;
  builtInMs: number;
};

const POLL_MS = 30_000;

type Holder = {
  startup?: Promise<void>;
  current?: Promise<Catalog | null>;
  version?: string;
  poller?: NodeJS.Timeout;
  /** What the last finished build found, for the health check (which must not wait for a build). */
  state?: PremiumDataState;
};
export type PremiumDataState = "loading" | "ready" | "missing";
// On globalThis, so dev-server reloads keep one catalog and one watcher.
const holder = ((globalThis as unknown as { __catalog?: Holder }).__catalog ??= {});

const versionOf = (years: TariffYearVersion[]) => years.map((y) => `${y.year}@${y.importedAt.getTime()}`).join(",");

async function buildCatalog(db: Database): Promise<Catalog | null> {
  const started = Date.now();
  const years = await loadTariffYears(db);
  const version = versionOf(years);
  if (years.length === 0) {
    holder.version = version;
    return null;
  }
  // Row by row into the index's compact columns: the rows of two years never sit in memory at once.
  const builder = new PremiumIndexBuilder(await loadTariffRestrictions(db));
  for (const { year } of years) for await (const row of loadPremiumRows(db, year)) builder.add(row);
  const insurers = await loadInsurersWithPremiums(db);
  const regions = await loadMunicipalityRegions(db);
  const premiums = new PremiumIndex(builder, insurers, years.map((y) => y.year));
  const locations = new LocationIndex(await loadLocalities(db));
  const none: RegionOf = () => undefined;
  const catalog: Catalog = {
    premiums,
    locations,
    now: () => new Date(),
    regionsOf: (tariffYear) => {
      const map = regions.get(tariffYear);
      return map ? (bfsNumber) => map.get(bfsNumber) : none;
    },
    insurers,
    version,
    builtInMs: Date.now() - started,
  };
  // Recorded only now: a build that failed half-way is tried again by the next check.
  holder.version = version;
  // The cached pages show figures of the data: they are rendered again with this catalog's.
  refreshPagesFor(version);
  console.log(
    `[premiums] Index geladen: ${premiums.size.toLocaleString("de-CH")} Prämien (Tarifjahr ${years.map((y) => y.year).join(", ")}), ` +
      `${locations.size.toLocaleString("de-CH")} Ortschaften, ${insurers.length} Versicherer in ${catalog.builtInMs} ms`,
  );
  return catalog;
}

/** Rebuilds the index when another process imported data (a tariff year's import time changed). */
function startPolling() {
  if (holder.poller) return;
  const poller = setInterval(() => {
    void (async () => {
      const db = await getDatabase();
      if (versionOf(await loadTariffYears(db)) !== holder.version) await reloadCatalog();
    })().catch((error: unknown) => {
      // A check still running when the catalog was reset (shutdown, tests) met a closed database.
      if (holder.poller === poller) console.error(`[premiums] Prüfung auf neue Daten fehlgeschlagen: ${(error as Error).message}`);
    });
  }, POLL_MS);
  holder.poller = poller;
  holder.poller.unref();
}

/** The in-memory catalog, built on first use; null while no premium data is imported. */
export async function getCatalog(): Promise<Catalog | null> {
  await holder.startup;
  holder.current ??= getDatabase()
    .then(buildCatalog)
    .then((catalog) => {
      holder.state = catalog ? "ready" : "missing";
      return catalog;
    })
    .catch((error: unknown) => {
      holder.current = undefined; // try again on the next request
      throw error;
    });
  startPolling();
  return holder.current;
}

/** Builds a new catalog and swaps it in when ready; searches keep using the old one meanwhile. */
export async function reloadCatalog(): Promise<Catalog | null> {
  const next = getDatabase().then(buildCatalog);
  const catalog = await next;
  holder.current = next;
  holder.state = catalog ? "ready" : "missing";
  return next;
}

/** Whether searches can be answered: "loading" until the first build has finished. */
export function premiumDataState(): PremiumDataState {
  return holder.state ?? "loading";
}

/**
 * Lets a task finish before the first catalog is built (the importer's start-up import), so the
 * first searches see the imported years instead of an empty database.
 */
export function runBeforeFirstBuild(task: () => Promise<void>): Promise<void> {
  holder.startup ??= task();
  return holder.startup;
}

/** Stops watching for new data and forgets the catalog (tests, shutdown). */
export function resetCatalog(): void {
  if (holder.poller) clearInterval(holder.poller);
  holder.poller = undefined;
  holder.current = undefined;
  holder.startup = undefined;
  holder.version = undefined;
  holder.state = undefined;
}
