"use client";

import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

export type FaqItem = { question: string; answer: string[] };

/**
 * Questions as an accordion; several may be open at once. Closed answers stay in the HTML
 * (forceMount) but carry the hidden attribute, so search engines read them and nobody sees them.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="rounded-xl border bg-card px-4 text-card-foreground shadow-sm sm:px-6"
    >
      {items.map((item, index) => {
        const value = `frage-${index + 1}`;
        return (
          <AccordionItem key={value} value={value}>
            <AccordionTrigger headingLevel={3} className="text-base font-semibold">
              {item.question}
            </AccordionTrigger>
            <AccordionContent
              forceMount
              hidden={!open.includes(value)}
              className="space-y-3 text-base text-muted-foreground"
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
