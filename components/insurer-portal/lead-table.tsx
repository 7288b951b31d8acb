"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateShort } from "@/lib/domain/calendar";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { LeadView } from "@/lib/leads/lead-record";

type LeadTableProps = {
  leads: LeadView[];
  caption: string;
  selected: ReadonlySet<string>;
  onToggle: (quoteId: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
};

const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** A household's persons under the contact person's offer: each person's product and the total. */
function HouseholdPersons({ lead }: { lead: LeadView }) {
  const t = useTranslations("insurerPortal.leads");
  return (
    <div className="mt-2 border-t pt-2" data-testid="lead-household">
      <div className="font-medium">
        {t("householdHeading", { count: lead.household.size, total: formatChf(lead.household.monthly_total) })}
      </div>
      <ol className="mt-1 space-y-1">
        {lead.persons.map((person) => (
          <li key={person.position} data-testid="lead-person">
            <div>
              {t("personLine", {
                name: `${person.firstName} ${person.lastName}`,
                date: formatDateShort(person.dateOfBirth),
                premium: formatChf(person.premium.monthly_premium),
              })}
              {person.position === 0 ? ` (${t("contactPerson")})` : null}
            </div>
            <div className="text-muted-foreground">
              {t("personDetails", {
                franchise: formatChfAmount(person.premium.franchise),
                model: person.premium.model,
                product: person.premium.product_name,
                accident: person.premium.accident_coverage === false ? t("withoutAccident") : t("withAccident"),
              })}
              {person.email && person.position > 0 ? `, ${person.email}` : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The leads of one page with a checkbox per row and one for the whole page. */
export function LeadTable({ leads, caption, selected, onToggle, onToggleAll }: LeadTableProps) {
  const t = useTranslations("insurerPortal.leads");
  const labels = useTranslations("insurerPortal.csv");
  const chosen = leads.filter((lead) => selected.has(lead.quoteId)).length;
  const allState = chosen === 0 ? false : chosen === leads.length ? true : "indeterminate";
  return (
    <Table containerLabel={caption} data-testid="lead-table">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox aria-label={t("selectAll")} checked={allState} onCheckedChange={(checked) => onToggleAll(checked === true)} disabled={leads.length === 0} />
          </TableHead>
          <TableHead>{t("columns.createdAt")}</TableHead>
          <TableHead>{t("columns.customer")}</TableHead>
          <TableHead>{t("columns.contact")}</TableHead>
          <TableHead>{t("columns.place")}</TableHead>
          <TableHead>{t("columns.premium")}</TableHead>
          <TableHead>{t("columns.status")}</TableHead>
          <TableHead className="text-right">{t("columns.downloads")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => {
          const { customerData: c, premiumInfo: p } = lead;
          const name = `${c.firstName} ${c.lastName}`;
          return (
            <TableRow key={lead.quoteId} data-testid="lead-row" data-quote-id={lead.quoteId} data-state={selected.has(lead.quoteId) ? "selected" : undefined}>
              <TableCell>
                <Checkbox
                  aria-label={t("selectLead", { name })}
                  checked={selected.has(lead.quoteId)}
                  onCheckedChange={(checked) => onToggle(lead.quoteId, checked === true)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap">{receivedAt(lead.createdAt)}</TableCell>
              <TableCell>
                <div className="font-medium">{name}</div>
                <div className="text-muted-foreground">{c.address}</div>
                <div className="text-muted-foreground">{t("born", { date: formatDateShort(c.dateOfBirth) })}</div>
                <div className="text-muted-foreground">
                  {t("personFacts", { gender: labels(`genders.${c.gender}`), language: labels(`languages.${c.language}`) })}
                </div>
              </TableCell>
              <TableCell>
                <div>{c.email}</div>
                <div className="text-muted-foreground">{c.phone}</div>
                {c.currentInsurerName ? <div className="text-muted-foreground">{t("currentInsurer", { insurer: c.currentInsurerName })}</div> : null}
              </TableCell>
              <TableCell>
                <div>
                  {c.zipCode} {c.city}
                </div>
                <div className="text-muted-foreground">{c.canton}</div>
              </TableCell>
              <TableCell>
                <div className="font-medium whitespace-nowrap">{t("premiumLine", { premium: formatChf(p.monthly_premium) })}</div>
                <div className="text-muted-foreground">{t("franchiseLine", { franchise: formatChfAmount(p.franchise), model: p.model })}</div>
                <div className="text-muted-foreground">{p.product_name}</div>
                <div className="text-muted-foreground">
                  {t("tariffYear", { year: p.tariff_year })}
                  {p.accident_coverage === null ? null : `, ${p.accident_coverage ? t("withAccident") : t("withoutAccident")}`}
                </div>
                {lead.household.size > 1 ? <HouseholdPersons lead={lead} /> : null}
              </TableCell>
              <TableCell>
                <Badge variant={lead.status === "downloaded" ? "secondary" : "default"} data-testid="lead-status">
                  {t(`status.${lead.status}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="lead-downloads">
                {lead.downloadCount}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
