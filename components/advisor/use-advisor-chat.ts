"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { seedAdvisorSearch } from "./advisor-results";
import type { AdvisorAction, AdvisorFilters, AdvisorResponse } from "@/lib/advisor/actions";
import { initialState } from "@/lib/advisor/initial-state";
import type { AdvisorState } from "@/lib/advisor/state";
import type { Citation } from "@/lib/knowledge/knowledge-search";
import { pixelEvents, trackAnalytics, trackPixel } from "@/lib/tracking";
import { optimizeFranchise, processMessage, resetSession } from "@/lib/advisor/client";
import { searchKnowledge } from "@/lib/knowledge/client";

/** A chat message. */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: number;
  metadata?: { type?: string; sources?: Citation[] };
};

export type ChatTexts = { welcome: string; error: string; defaultAsk: string; defaultResponse: string };

let counter = 0;
const message = (role: ChatMessage["role"], content: string, metadata?: ChatMessage["metadata"]): ChatMessage => ({
  id: `m${Date.now()}-${counter++}`,
  role,
  content,
  timestamp: Date.now(),
  ...(metadata ? { metadata } : {}),
});

/**
 * The advisor conversation on the client: sends each message with the state,
 * replaces the state with the server's, and runs the actions in order. optimize_franchise,
 * fetch_webinfo and collect_offer_data each end the processing; their follow-up failures are
 * only logged.
 */
export function useAdvisorChat(texts: ChatTexts) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("assistant", texts.welcome)]);
  const [pending, setPending] = useState(false);
  const [filters, setFilters] = useState<AdvisorFilters | null>(null);
  const state = useRef<AdvisorState>(initialState());
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    resetSession().catch((error: unknown) => console.error("[advisor] Session-Reset fehlgeschlagen", error));
  }, []);

  const append = useCallback((next: ChatMessage) => setMessages((list) => [...list, next]), []);

  const runActions = useCallback(
    async (response: AdvisorResponse) => {
      const parts: string[] = [];
      const flush = (metadata?: ChatMessage["metadata"]) => {
        if (parts.length > 0) append(message("assistant", parts.join("\n\n"), metadata));
        parts.length = 0;
      };
      for (const action of response.actions as AdvisorAction[]) {
        if (action.type === "ask_user") parts.push(action.message ?? texts.defaultAsk);
        else if (action.type === "ai_response") parts.push(action.message ?? texts.defaultResponse);
        else if (action.type === "show_offers") {
          const next = action.payload?.filters ?? response.filters;
          // The advisor searched this page already: the results panel shows it without searching again.
          if (next && action.payload?.response) {
            seedAdvisorSearch(queryClient, next, action.payload.response);
            trackPixel(...pixelEvents.search(action.payload.response.stats.totalResults));
          }
          if (next) setFilters({ ...next });
          if (action.message) parts.push(action.message);
        } else if (action.type === "optimize_franchise") {
          if (action.message) parts.push(action.message);
          flush();
          const offers = state.current.ausgewaehlt ? [state.current.ausgewaehlt] : state.current.angebote;
          try {
            const { optimization } = await optimizeFranchise(action.payload.erwartete_kosten, offers.slice(0, 10));
            append(message("assistant", optimization.erklaerung, { type: "optimization" }));
          } catch (error) {
            console.error("[advisor] Franchise-Optimierung fehlgeschlagen", error);
          }
          return;
        } else if (action.type === "fetch_webinfo") {
          if (action.message) parts.push(action.message);
          flush();
          try {
            const answer = await searchKnowledge(action.payload.query);
            append(message("assistant", answer.content, { type: "webinfo", sources: answer.citations }));
          } catch (error) {
            console.error("[advisor] Informationssuche fehlgeschlagen", error);
          }
          return;
        } else if (action.type === "collect_offer_data") {
          if (action.message) parts.push(action.message);
          trackPixel(...pixelEvents.addToCart(action.payload.selected.monthlyPremium));
          trackAnalytics("offer_selected", { insurer: action.payload.selected.name });
          break;
        }
      }
      flush();
    },
    [append, queryClient, texts.defaultAsk, texts.defaultResponse],
  );

  const send = useCallback(
    async (input: string) => {
      const text = input.trim();
      if (text === "" || pending) return;
      if (!started.current) {
        started.current = true;
        trackPixel(...pixelEvents.initiateCheckout());
        trackAnalytics("chat_started");
      }
      append(message("user", text));
      setPending(true);
      try {
        const response = await processMessage(text, state.current);
        state.current = response.state;
        if (!response.state.plz) setFilters(null); // started over
        await runActions(response);
      } catch (error) {
        console.error("[advisor] Anfrage fehlgeschlagen", error);
        append(message("assistant", texts.error));
      } finally {
        setPending(false);
      }
    },
    [append, pending, runActions, texts.error],
  );

  /**
   * The results panel's year switch: the next searches, and the advisor's answers about the
   * offers shown (their positions, the optimisation), use the chosen tariff year.
   */
  const setTariffYear = useCallback((tariffYear: number) => {
    state.current = { ...state.current, tarifjahr: tariffYear };
    setFilters((current) => (current ? { ...current, tariffYear } : current));
  }, []);

  return { messages, pending, filters, send, setTariffYear };
}
