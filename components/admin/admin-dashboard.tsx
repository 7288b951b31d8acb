"use client";

import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { logout, sessionEnded, type AdminSessionInfo } from "@/lib/admin/client";
import { AuditLogTable } from "./audit-log-table";
import { ConfigWarnings } from "./config-warnings";
import { KeyManagement } from "./key-management";
import { LeadErasure } from "./lead-erasure";

const time = (iso: string) => new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", timeStyle: "short" }).format(new Date(iso));

type AdminDashboardProps = {
  session: AdminSessionInfo;
  /** Focus the heading on arrival (right after the login). */
  focusOnMount: boolean;
  /** The session is over: `reason` "logout" (asked for) or "ended" (the server said 401). */
  onSessionOver: (reason: "logout" | "ended") => void;
};

/** The logged-in panel: key management, lead deletion, the audit log, logout. */
export function AdminDashboard({ session, focusOnMount, onSessionOver }: AdminDashboardProps) {
  const t = useTranslations("admin.dashboard");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // A 401 from any admin call: the session ended on the server (expired, logged out elsewhere).
  const handleError = useCallback(
    (error: unknown) => {
      if (!sessionEnded(error)) return false;
      onSessionOver("ended");
      return true;
    },
    [onSessionOver],
  );
  const out = useMutation({ mutationFn: logout, onSettled: () => onSessionOver("logout") });

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-muted/30 p-4">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="admin-identity">
            {t("loggedInSince", { time: time(session.loginAt), until: time(session.expiresAt) })}
          </p>
        </div>
        <Button variant="outline" onClick={() => out.mutate()} disabled={out.isPending}>
          <LogOut aria-hidden="true" />
          {t("logout")}
        </Button>
      </div>
      <ConfigWarnings warnings={session.configWarnings ?? []} />
      <KeyManagement onError={handleError} />
      <Separator />
      <LeadErasure onError={handleError} />
      <Separator />
      <AuditLogTable onError={handleError} />
    </div>
  );
}
