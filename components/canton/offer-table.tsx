import { LocaleLink as Link } from "@/components/layout/locale-link";
import { getTranslations } from "next-intl/server";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { RegionOffer } from "@/lib/cantons/region-offers";
import { formatChfAmount } from "@/lib/domain/premium-value";
import { chf } from "./figure-format";

type OfferTableProps = { offers: RegionOffer[]; tariffYear: number; franchise: number };

/** The cheapest whole-region offers at one deductible, and the calculator with that search. */
export async function OfferTable({ offers, tariffYear, franchise }: OfferTableProps) {
  const t = await getTranslations("cantons.regions");
  const values = { year: String(tariffYear), franchise: formatChfAmount(franchise) };
  const caption = t("cheapestCaption", values);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">{t("cheapestTitle", values)}</h4>
      <Table containerLabel={caption}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col">{t("insurer")}</TableHead>
            <TableHead scope="col">{t("product")}</TableHead>
            <TableHead scope="col" className="text-right">{t("premium")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={`${offer.insurerName}|${offer.tariffName}`}>
              <TableHead scope="row" translate="no" className="h-auto py-2 font-normal whitespace-normal">{offer.insurerName}</TableHead>
              <TableCell translate="no" className="whitespace-normal">{offer.tariffName}</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{chf(offer.monthlyRappen)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {offers[0] ? (
        <Link href={offers[0].calculatorHref} prefetch={false} className="inline-block text-sm font-medium text-primary underline underline-offset-4">
          {t("calculatorLink", values)}
        </Link>
      ) : null}
    </div>
  );
}
