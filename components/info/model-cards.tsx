import { Building2, Phone, Stethoscope, UserRound, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export type InsuranceModel = {
  key: string;
  name: string;
  badge: string;
  text: string;
  fit: string;
};

const icons: Record<string, LucideIcon> = {
  standard: Stethoscope,
  hausarzt: UserRound,
  hmo: Building2,
  telmed: Phone,
};

/** The four KVG insurance models side by side, with their usual discount against the standard model. */
export function ModelCards({ models }: { models: InsuranceModel[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {models.map((model) => {
        const Icon = icons[model.key] ?? Stethoscope;
        return (
          <li key={model.key}>
            <Card className="h-full gap-4">
              <CardHeader>
                <CardTitle asChild className="flex items-center gap-2 text-lg">
                  <h3>
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    {model.name}
                  </h3>
                </CardTitle>
                <CardDescription>
                  <Badge variant="secondary" className="whitespace-normal">
                    {model.badge}
                  </Badge>
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-2">
                <p>{model.text}</p>
                <p className="text-sm text-muted-foreground">{model.fit}</p>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
