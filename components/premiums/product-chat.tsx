"use client";

import { Loader2 } from "lucide-react";
import { useMessages } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { MessageText } from "@/components/advisor/message-text";
import { Button } from "@/components/ui/button";
import { formatChf } from "@/lib/domain/premium-value";
import { askProductChat } from "@/lib/knowledge/client";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages";
import type { PremiumResult } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

type ProductMessage = { role: "system" | "user" | "assistant"; content: string };

/**
 * The AI product chat of the details dialog: a system context with
 * insurer, model, canton, age group and monthly price, then the history and the new question.
 * It lives inside the dialog's content, so closing the dialog clears it and brings back the
 * suggested first question.
 */
export function ProductChat({ premium, ageGroup }: { premium: PremiumResult; ageGroup: string }) {
  // The page's language, from the results' provider (resultsClientMessagesFor).
  const { productChat: texts, models } = useMessages() as unknown as Pick<Messages, "productChat" | "models">;
  const [messages, setMessages] = useState<ProductMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const modelName = models.names[premium.model.code];
  const system: ProductMessage = {
    role: "system",
    content: fill(texts.context, { insurer: premium.insurer.name, model: modelName, canton: premium.region.canton.name, ageGroup, price: formatChf(premium.monthlyPremium) }),
  };

  const ask = async (question: string) => {
    const text = question.trim();
    if (text === "" || pending) return;
    const history = [...messages, { role: "user" as const, content: text }];
    setMessages(history);
    setDraft("");
    setPending(true);
    try {
      const answer = await askProductChat({ messages: [system, ...history], insurer: premium.insurer.name, model: premium.model.code });
      setMessages([...history, { role: "assistant", content: answer.response }]);
    } catch (error) {
      setMessages([...history, { role: "assistant", content: fill(texts.error, { message: (error as Error).message }) }]);
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  return (
    <section aria-labelledby="product-chat-title" className="space-y-3" data-testid="product-chat">
      <h3 id="product-chat-title" className="font-semibold">
        {texts.title}
      </h3>
      <p className="text-sm text-muted-foreground">{fill(texts.intro, { insurer: premium.insurer.name, model: modelName })}</p>
      <div role="log" aria-live="polite" aria-label={texts.title} tabIndex={messages.length > 0 ? 0 : undefined} className="max-h-60 space-y-2 overflow-y-auto">
        {messages.map((message, index) => (
          <p
            key={index}
            className={cn("rounded-lg px-3 py-2 text-sm", message.role === "user" ? "ml-8 bg-primary text-primary-foreground" : "mr-8 bg-muted")}
            data-testid={message.role === "user" ? "product-chat-question" : "product-chat-answer"}
          >
            <span className="sr-only">{message.role === "user" ? texts.you : texts.assistant}: </span>
            <MessageText text={message.content} />
          </p>
        ))}
        {pending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {texts.loading}
          </p>
        ) : null}
      </div>
      {/* The suggested question wraps: on a 390 px phone it is wider than the dialog. */}
      {messages.length === 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-auto max-w-full py-1.5 text-left whitespace-normal"
          onClick={() => void ask(texts.suggestion)}
          aria-label={`${texts.suggestionLabel}: ${texts.suggestion}`}
        >
          {texts.suggestion}
        </Button>
      ) : null}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {texts.inputLabel}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={texts.placeholder}
          maxLength={2000}
          disabled={pending}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
        />
        <Button type="submit" size="sm" disabled={pending || draft.trim() === ""}>
          {texts.send}
        </Button>
      </form>
    </section>
  );
}
