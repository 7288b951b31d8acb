"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { CodeStep, type CodeStepExit } from "./code-step";
import { PasswordStep } from "./password-step";

type Step = { step: "password"; returning: boolean } | { step: "code"; sessionId: string; deadline: number };

/**
 * The two-step login: password, then the e-mailed code with its countdown.
 * Leaving the code step (back, expiry, a dead or expired login) returns to the password with
 * the matching notice; the right code calls `onLoggedIn`.
 */
export function LoginFlow({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTranslations("admin.login");
  const [state, setState] = useState<Step>({ step: "password", returning: false });

  const exit = useCallback(
    (reason: CodeStepExit) => {
      if (reason === "codeExpired") toast.error(t("codeExpiredTitle"), { description: t("codeExpiredDescription") });
      else if (reason === "sessionExpired") toast.error(t("sessionExpiredTitle"), { description: t("sessionExpiredDescription") });
      else if (reason !== "back") toast.error(reason.title, { description: reason.description });
      setState({ step: "password", returning: true });
    },
    [t],
  );

  const setDeadline = useCallback(
    (deadline: number) => setState((current) => (current.step === "code" ? { ...current, deadline } : current)),
    [],
  );

  if (state.step === "code") {
    return (
      <CodeStep
        key={state.sessionId}
        sessionId={state.sessionId}
        deadline={state.deadline}
        onDeadline={setDeadline}
        onVerified={onLoggedIn}
        onExit={exit}
      />
    );
  }
  return (
    <PasswordStep
      autoFocus={state.returning}
      // Measured from this browser's clock: a skewed clock does not shorten or stretch the countdown.
      onCodeSent={(login) => setState({ step: "code", sessionId: login.sessionId, deadline: Date.now() + login.expiresIn * 1000 })}
    />
  );
}
