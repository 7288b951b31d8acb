"use client";

import { AlertTriangle, ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { failureReason, resendCode, verifyCode } from "@/lib/admin/client";
import { describeFailure } from "@/lib/http/api-failure";
import { HttpError } from "@/lib/http/fetch-json";
import { cn } from "@/lib/utils";
import { CODE_LENGTH, codeInput } from "@/lib/validations/admin";
import { ANNOUNCE_AT, formatCountdown, useCountdown, WARNING_SECONDS } from "./use-countdown";

/** Why the code step ends without a login: the notice the password step then shows. */
export type CodeStepExit = "back" | "codeExpired" | "sessionExpired" | { title: string; description?: string };

type CodeStepProps = {
  sessionId: string;
  /** When the code expires, epoch ms of this browser's clock. */
  deadline: number;
  onDeadline: (deadline: number) => void;
  onVerified: () => void;
  onExit: (reason: CodeStepExit) => void;
};

/** A resend error that means "log in again": the server's reason, or its words. */
const meansLoginAgain = (error: unknown) => {
  const reason = failureReason(error);
  if (reason) return reason === "session_expired" || reason === "code_expired";
  const failure = describeFailure(error);
  const text = failure.kind === "server" ? `${failure.error ?? ""} ${failure.details ?? ""}` : "";
  return /abgelaufen|erneut an/i.test(text);
};

/**
 * Step 2: the 6-digit code from the e-mail, with the countdown to its
 * expiry (a warning at 10 s or less, back to step 1 at 0), a new code on request, and back.
 */
export function CodeStep({ sessionId, deadline, onDeadline, onVerified, onExit }: CodeStepProps) {
  const t = useTranslations("admin.login");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Set once the code was accepted: the panel is on its way, the countdown no longer matters.
  const verified = useRef(false);
  const remaining = useCountdown(deadline);
  const warning = remaining <= WARNING_SECONDS;

  useEffect(() => input.current?.focus(), []);

  // Time is up: the code cannot be used any more, back to the password.
  useEffect(() => {
    if (remaining === 0 && !verified.current) onExit("codeExpired");
  }, [remaining, onExit]);

  // Screen readers hear the time left at a few marks only (the visible timer is not live).
  useEffect(() => {
    if ((ANNOUNCE_AT as readonly number[]).includes(remaining)) setAnnouncement(t("announce", { seconds: remaining }));
  }, [remaining, t]);

  const canVerify = code.length === CODE_LENGTH && remaining > 0 && busy === null;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify) return;
    setBusy("verify");
    try {
      await verifyCode(sessionId, code);
      verified.current = true;
      onVerified();
    } catch (error) {
      setBusy(null);
      const reason = failureReason(error);
      const failure = describeFailure(error);
      if (reason === "invalid_code") {
        const left = error instanceof HttpError ? Number(error.json?.attemptsLeft) : NaN;
        const description = `${t("invalidCodeDescription")}${Number.isFinite(left) ? `. ${t("attemptsLeft", { count: left })}` : ""}`;
        toast.error(t("invalidCodeTitle"), { description });
        setCode("");
        input.current?.focus();
      } else if (reason === "attempts_exhausted") {
        onExit({ title: t("invalidCodeTitle"), description: failure.kind === "server" ? failure.details : undefined });
      } else if (reason === "code_expired") {
        onExit("codeExpired");
      } else if (reason === "session_expired") {
        onExit("sessionExpired");
      } else {
        toast.error(failure.kind === "server" ? (failure.error ?? t("failedTitle")) : t("failedTitle"), {
          description: failure.kind === "server" ? failure.details : t("networkDescription"),
        });
      }
    }
  };

  const resend = async () => {
    setBusy("resend");
    try {
      const expiry = await resendCode(sessionId);
      setCode("");
      onDeadline(Date.now() + expiry.expiresIn * 1000);
      setAnnouncement("");
      toast.success(t("resentTitle"), { description: t("resentDescription") });
      input.current?.focus();
    } catch (error) {
      if (meansLoginAgain(error)) {
        onExit("sessionExpired");
        return;
      }
      const failure = describeFailure(error);
      toast.error(t("resendFailedTitle"), {
        description: failure.kind === "server" ? (failure.details ?? failure.error) : t("networkDescription"),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{t("codeTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("codeDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={verify} className="space-y-4" data-testid="admin-code-form">
          <FormField id="admin-code" label={t("code")} hint={t("codeHint")}>
            {(control) => (
              <Input
                {...control}
                ref={input}
                name="code"
                value={code}
                onChange={(event) => setCode(codeInput(event.target.value))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_LENGTH}
                spellCheck={false}
                className="font-mono text-lg tracking-[0.4em]"
              />
            )}
          </FormField>
          <div
            role="timer"
            data-testid="admin-countdown"
            data-warning={warning ? "true" : undefined}
            className={cn("flex items-center gap-2 text-sm", warning ? "font-semibold text-destructive" : "text-muted-foreground")}
          >
            {warning ? <AlertTriangle className="size-4" aria-hidden="true" /> : null}
            <span>{t("remaining", { time: formatCountdown(remaining) })}</span>
            {warning ? <span>{t("expiringSoon")}</span> : null}
          </div>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          <Button type="submit" className="w-full" disabled={!canVerify}>
            {busy === "verify" ? t("verifying") : t("verify")}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="ghost" onClick={() => onExit("back")} disabled={busy !== null}>
              <ArrowLeft aria-hidden="true" />
              {t("back")}
            </Button>
            <Button type="button" variant="outline" onClick={resend} disabled={remaining === 0 || busy !== null}>
              {busy === "resend" ? t("resending") : t("resend")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
