"use client";

import { Loader2, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MessageText } from "./message-text";
import type { ChatMessage } from "./use-advisor-chat";

export type ChatPanelTexts = {
  title: string;
  placeholder: string;
  send: string;
  inputLabel: string;
  loading: string;
  messagesLabel: string;
  you: string;
  assistant: string;
  sources: string;
};

type ChatPanelProps = {
  texts: ChatPanelTexts;
  messages: ChatMessage[];
  pending: boolean;
  onSend: (text: string) => void;
};

/** Scrolls the list to the bottom this long after an assistant message. */
const SCROLL_DELAY_MS = 100;

/** The chat panel: title bar, scrollable messages, input and "Senden". */
export function ChatPanel({ texts, messages, pending, onSend }: ChatPanelProps) {
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(false);

  // The input is disabled while a request runs; give the focus back when the answer is there.
  useEffect(() => {
    if (wasPending.current && !pending) input.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  const inputId = useId();
  const last = messages[messages.length - 1];

  useEffect(() => {
    if (!last || last.role !== "assistant") return;
    const timer = setTimeout(() => list.current?.scrollTo({ top: list.current.scrollHeight, behavior: "smooth" }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [last]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || draft.trim() === "") return;
    onSend(draft.trim());
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section aria-labelledby="advisor-chat-title" className="flex h-[32rem] flex-col overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="advisor-chat">
      <h2 id="advisor-chat-title" className="border-b bg-primary px-4 py-3 text-base font-semibold text-primary-foreground">
        {texts.title}
      </h2>
      <div ref={list} className="flex-1 space-y-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="log" aria-live="polite" aria-label={texts.messagesLabel} data-testid="advisor-messages">
        {messages.map((entry) => (
          <div key={entry.id} className={cn("flex", entry.role === "user" ? "justify-end" : "justify-start")}>
            <div
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed",
                entry.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
              )}
              data-testid={entry.role === "user" ? "user-message" : "assistant-message"}
            >
              <span className="sr-only">{entry.role === "user" ? texts.you : texts.assistant}: </span>
              <MessageText text={entry.content} />
              {entry.metadata?.sources?.length ? (
                <div className="mt-2 border-t pt-2 text-xs" data-testid="message-sources">
                  <p className="font-semibold">{texts.sources}</p>
                  <ul className="list-disc pl-4">
                    {entry.metadata.sources.map((source) => (
                      <li key={`${source.url}|${source.title}`}>
                        <a href={source.url} className="underline underline-offset-2">
                          {source.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </div>
        ))}
        {pending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="advisor-loading">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {texts.loading}
          </div>
        ) : null}
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor={inputId} className="sr-only">
          {texts.inputLabel}
        </label>
        <textarea
          ref={input}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={texts.placeholder}
          disabled={pending}
          rows={2}
          maxLength={2000}
          className="min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="advisor-input"
        />
        <Button type="submit" disabled={pending || draft.trim() === ""} data-testid="advisor-send">
          <Send className="size-4" aria-hidden="true" />
          {texts.send}
        </Button>
      </form>
    </section>
  );
}
