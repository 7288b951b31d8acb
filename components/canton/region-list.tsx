import { getTranslations } from "next-intl/server";
import type { CantonFigures, RegionFigures } from "@/lib/cantons/canton-figures";
import { OfferTable } from "./offer-table";

type RegionListProps = { figures: CantonFigures; headingId: string };

/** Each premium region: its municipalities and postal codes, its cheapest offers at 300 and 2500. */
export async function RegionList({ figures, headingId }: RegionListProps) {
  const t = await getTranslations("cantons.regions");
  const single = figures.regions.length === 1;
  return (
    <ul className="space-y-6" aria-labelledby={headingId}>
      {figures.regions.map((region) => (
        <li key={region.region} className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <h3 className="text-lg font-semibold">{single ? t("wholeCanton") : t("region", { region: String(region.region) })}</h3>
          <RegionPlaces region={region} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OfferTable offers={region.cheapest.franchise300} tariffYear={figures.tariffYear} franchise={300} />
            <OfferTable offers={region.cheapest.franchise2500} tariffYear={figures.tariffYear} franchise={2500} />
          </div>
        </li>
      ))}
    </ul>
  );
}

async function RegionPlaces({ region }: { region: RegionFigures }) {
  const t = await getTranslations("cantons.regions");
  const count = region.municipalities.length;
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="font-medium">{count === 1 ? t("municipalitiesOne") : t("municipalities", { count: String(count) })}</span>
        {" · "}
        <span className="font-medium">{t("postalCodes")}:</span> {region.postalCodeRanges.join(", ")}
      </p>
      <details>
        <summary className="cursor-pointer font-medium text-primary">{t("showMunicipalities")}</summary>
        <p className="mt-2 text-muted-foreground">{region.municipalities.map((m) => m.name).join(", ")}</p>
      </details>
    </div>
  );
}
