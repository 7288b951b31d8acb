"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { PortalCredentials } from "@/lib/insurers/client";
import { LEADS_QUERY_KEY, LeadDashboard } from "./lead-dashboard";
import { LoginForm } from "./login-form";

/**
 * The insurer portal: logged out (login form) or logged in (lead table). The credentials live
 * only in this component's state: never in storage, cookies or the address. Logging out drops
 * them and every cached lead.
 */
export function InsurerPortal() {
  const [credentials, setCredentials] = useState<PortalCredentials | null>(null);
  const queryClient = useQueryClient();
  const logout = useCallback(() => {
    queryClient.removeQueries({ queryKey: [LEADS_QUERY_KEY] });
    setCredentials(null);
  }, [queryClient]);
  return credentials ? <LeadDashboard credentials={credentials} onLogout={logout} /> : <LoginForm onLogin={setCredentials} />;
}
