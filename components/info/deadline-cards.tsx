import { CalendarClock, Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type Deadline = {
  label: string;
  date: string;
  dateLabel: string;
  text: string;
  hint?: string;
  /** How long is left, e.g. "noch 8 Tage". */
  daysLeft?: string;
};

/** The notice deadlines of the switching guide, one card each, the date in large type. */
export function DeadlineCards({ deadlines }: { deadlines: Deadline[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {deadlines.map((deadline) => (
        <li key={deadline.label}>
          <Card className="h-full gap-4">
            <CardHeader>
              <CardTitle asChild className="flex items-center gap-2 text-lg leading-snug">
                <h3>
                  <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {deadline.label}
                </h3>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <p>
                <span className="block text-sm text-muted-foreground">{deadline.dateLabel}</span>
                <strong className="text-2xl font-bold text-primary">{deadline.date}</strong>
                {deadline.daysLeft ? (
                  <Badge variant="secondary" className="ml-2 align-middle">
                    {deadline.daysLeft}
                  </Badge>
                ) : null}
              </p>
              <p>{deadline.text}</p>
              {deadline.hint ? (
                <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{deadline.hint}</span>
                </p>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
