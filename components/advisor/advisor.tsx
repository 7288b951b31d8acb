"use client";

import { cn } from "@/lib/utils";
import { AdvisorResults } from "./advisor-results";
import { ChatPanel, type ChatPanelTexts } from "./chat-panel";
import { useAdvisorChat, type ChatTexts } from "./use-advisor-chat";

type AdvisorProps = {
  chatTexts: ChatPanelTexts & ChatTexts;
  resultsHeading: string;
  resultsIdle: string;
};

/**
 * The advisor on the home page: the chat centred before a search, then two columns with the
 * chat on the left and the results on the right.
 */
export function Advisor({ chatTexts, resultsHeading, resultsIdle }: AdvisorProps) {
  const chat = useAdvisorChat(chatTexts);
  const searched = chat.filters !== null;
  return (
    <div className={cn("grid gap-6", searched ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "mx-auto max-w-2xl")} data-testid="advisor" data-layout={searched ? "split" : "centered"}>
      <div className={cn(searched && "lg:sticky lg:top-20 lg:self-start")}>
        <ChatPanel texts={chatTexts} messages={chat.messages} pending={chat.pending} onSend={(text) => void chat.send(text)} />
      </div>
      {searched ? (
        <section aria-labelledby="advisor-results-title" className="space-y-4" data-testid="advisor-results">
          <h2 id="advisor-results-title" className="text-lg font-semibold">
            {resultsHeading}
          </h2>
          <AdvisorResults filters={chat.filters} idleText={resultsIdle} onTariffYearChange={chat.setTariffYear} />
        </section>
      ) : null}
    </div>
  );
}
