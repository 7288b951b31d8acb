"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

export type FaqItem = { question: string; answer: string[] };

/**
 * Questions as an accordion; several may be open at once. The answers stay in the HTML while
 * closed (forceMount plus the hidden attribute), so search engines and find-in-page see them.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="multiple" className="rounded-xl border bg-card px-4 text-card-foreground shadow-sm sm:px-6">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`frage-${index + 1}`}>
          <AccordionTrigger headingLevel={3} className="text-base font-semibold">
            {item.question}
          </AccordionTrigger>
          <AccordionContent forceMount className="space-y-3 text-base text-muted-foreground">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
