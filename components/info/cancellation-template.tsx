import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

type CancellationTemplateProps = {
  text: string;
  button: string;
  badge: string;
  hint: string;
};

/**
 * The download of the cancellation letter. The generator is not built yet, so the button is
 * aria-disabled (it stays focusable and announces why through aria-describedby) and does nothing.
 */
export function CancellationTemplate({ text, button, badge, hint }: CancellationTemplateProps) {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <p>{text}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-disabled="true"
          aria-describedby="template-badge template-hint"
          className="h-auto min-h-9 cursor-not-allowed border-dashed py-2 whitespace-normal text-muted-foreground hover:bg-background hover:text-muted-foreground"
        >
          <Download aria-hidden="true" />
          {button}
        </Button>
        <Badge id="template-badge" variant="warning">
          {badge}
        </Badge>
      </div>
      <p id="template-hint" className="max-w-prose text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
