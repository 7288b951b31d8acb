"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { AUDIT_QUERY, SESSION_QUERY, STATUS_QUERY, type AdminSessionInfo } from "@/lib/admin/client";
import { getQueryFn } from "@/lib/http/query-client";
import { AdminDashboard } from "./admin-dashboard";
import { LoginFlow } from "./login-flow";

/**
 * The admin page: asks the server whether this browser holds a session (the
 * cookie is httpOnly, so only the server can tell), then shows the login or the panel.
 */
export function AdminPanel() {
  const t = useTranslations("admin");
  const queryClient = useQueryClient();
  const session = useQuery<AdminSessionInfo | null>({ queryKey: SESSION_QUERY, queryFn: getQueryFn({ on401: "returnNull" }) });
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  const loggedIn = useCallback(async () => {
    setJustLoggedIn(true);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY });
  }, [queryClient]);

  const sessionOver = useCallback(
    (reason: "logout" | "ended") => {
      // Nothing of the panel stays in memory: status, log, and (with the panel) the new keys.
      for (const queryKey of [STATUS_QUERY, AUDIT_QUERY]) queryClient.removeQueries({ queryKey });
      queryClient.setQueryData(SESSION_QUERY, null);
      setJustLoggedIn(false);
      if (reason === "logout") toast.success(t("dashboard.loggedOutTitle"));
      else toast.error(t("dashboard.sessionEndedTitle"), { description: t("dashboard.sessionEndedDescription") });
    },
    [queryClient, t],
  );

  if (session.isPending) return <p role="status">{t("login.checking")}</p>;
  if (!session.data) return <LoginFlow onLoggedIn={loggedIn} />;
  return <AdminDashboard session={session.data} focusOnMount={justLoggedIn} onSessionOver={sessionOver} />;
}
