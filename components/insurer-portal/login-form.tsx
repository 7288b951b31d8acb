"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeFailure } from "@/lib/http/api-failure";
import { HttpError } from "@/lib/http/fetch-json";
import { validateAccess, type PortalCredentials } from "@/lib/insurers/client";
import { insurerLoginSchema, type InsurerLogin } from "@/lib/validations/insurer-portal";
import { PortalSelect } from "./portal-select";

type InsurerList = { insurers: { code: string; name: string }[] };

const EMPTY: InsurerLogin = { insurerCode: "", companyName: "", apiKey: "" };

/** Login: insurer from the list (fills code and name), company name and key. */
export function LoginForm({ onLogin }: { onLogin: (credentials: PortalCredentials) => void }) {
  const t = useTranslations("insurerPortal.login");
  const insurers = useQuery<InsurerList>({ queryKey: ["/api/insurer/list"] });
  const form = useForm<InsurerLogin>({ resolver: zodResolver(insurerLoginSchema), defaultValues: EMPTY });
  const { register, handleSubmit, setValue, watch, formState } = form;
  const code = watch("insurerCode");

  const chooseInsurer = (chosen: string) => {
    const insurer = insurers.data?.insurers.find((entry) => entry.code === chosen);
    setValue("insurerCode", insurer?.code ?? "", { shouldValidate: formState.isSubmitted });
    setValue("companyName", insurer?.name ?? "", { shouldValidate: formState.isSubmitted });
  };

  const login = async (values: InsurerLogin) => {
    try {
      await validateAccess(values);
      toast.success(t("successTitle"), { description: t("successDescription", { company: values.companyName }) });
      onLogin(values);
    } catch (error) {
      // Too many attempts: the server's own words say how long to wait; otherwise the spec's text.
      const failure = describeFailure(error);
      const limited = error instanceof HttpError && error.status === 429 && failure.kind === "server";
      toast.error(limited ? (failure.error ?? t("failedTitle")) : t("failedTitle"), {
        description: limited ? (failure.details ?? t("failedDescription")) : t("failedDescription"),
      });
    }
  };
  const incomplete = () => toast.error(t("incompleteTitle"), { description: t("incompleteDescription") });
  const invalid = (field: keyof InsurerLogin) => (formState.errors[field] ? true : undefined);
  const busy = formState.isSubmitting;

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(login, incomplete)} className="space-y-4" data-testid="insurer-login-form">
          <div className="space-y-2">
            <Label htmlFor="portal-insurer">{t("insurer")}</Label>
            <PortalSelect
              id="portal-insurer"
              className="w-full"
              value={insurers.data?.insurers.some((entry) => entry.code === code) ? code : ""}
              onChange={(event) => chooseInsurer(event.target.value)}
              disabled={busy || !insurers.data}
            >
              <option value="">{insurers.isPending ? t("insurersLoading") : t("insurerPlaceholder")}</option>
              {insurers.data?.insurers.map((insurer) => (
                <option key={insurer.code} value={insurer.code}>
                  {insurer.name}
                </option>
              ))}
            </PortalSelect>
            {insurers.isError ? <p className="text-sm text-muted-foreground">{t("insurersFailed")}</p> : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <div className="space-y-2">
              <Label htmlFor="portal-code">{t("insurerCode")}</Label>
              <Input id="portal-code" autoComplete="off" aria-invalid={invalid("insurerCode")} disabled={busy} {...register("insurerCode")} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="portal-company">{t("companyName")}</Label>
              <Input id="portal-company" autoComplete="organization" aria-invalid={invalid("companyName")} disabled={busy} {...register("companyName")} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="portal-key">{t("apiKey")}</Label>
            <Input
              id="portal-key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="portal-key-hint"
              aria-invalid={invalid("apiKey")}
              disabled={busy}
              {...register("apiKey")}
            />
            <p id="portal-key-hint" className="text-sm text-muted-foreground">
              {t("apiKeyHint")}
            </p>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
