import { MapPin } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type PremiumRegion = { region: string; area: string; examples: string };

type RegionCardsProps = {
  regions: PremiumRegion[];
  /** Label in front of the sample postal codes, e.g. "Beispiele für Postleitzahlen". */
  examplesLabel: string;
};

/** The premium regions of a canton with sample postal codes. */
export function RegionCards({ regions, examplesLabel }: RegionCardsProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {regions.map((region) => (
        <li key={region.region}>
          <Card className="h-full gap-3">
            <CardHeader>
              <CardTitle asChild className="flex items-center gap-2 text-lg">
                <h3>
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {region.region}
                </h3>
              </CardTitle>
              <p className="font-medium">{region.area}</p>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{examplesLabel}:</span> {region.examples}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
