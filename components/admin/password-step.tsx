"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { failureReason, requestCode, type CodeExpiry } from "@/lib/admin/client";
import { describeFailure } from "@/lib/http/api-failure";
import { adminPasswordSchema, type AdminPasswordInput } from "@/lib/validations/admin";

type PasswordStepProps = {
  /** The code is on its way: the pending login's id and its expiry. */
  onCodeSent: (login: CodeExpiry & { sessionId: string }) => void;
  /** Focus the password field on arrival (coming back from the code step). */
  autoFocus: boolean;
};

/** Step 1: a non-blank password; a right one sends the code by e-mail. */
export function PasswordStep({ onCodeSent, autoFocus }: PasswordStepProps) {
  const t = useTranslations("admin.login");
  const form = useForm<AdminPasswordInput>({ resolver: zodResolver(adminPasswordSchema), defaultValues: { password: "" } });
  const { register, handleSubmit, formState, setFocus, resetField } = form;

  useEffect(() => {
    if (autoFocus) setFocus("password");
  }, [autoFocus, setFocus]);

  const submit = async ({ password }: AdminPasswordInput) => {
    try {
      onCodeSent(await requestCode(password));
    } catch (error) {
      if (failureReason(error) === "invalid_password") {
        toast.error(t("invalidPasswordTitle"), { description: t("invalidPasswordDescription") });
        resetField("password");
        setFocus("password");
        return;
      }
      const failure = describeFailure(error);
      toast.error(failure.kind === "server" ? (failure.error ?? t("failedTitle")) : t("failedTitle"), {
        description: failure.kind === "server" ? failure.details : t("networkDescription"),
      });
    }
  };

  const busy = formState.isSubmitting;
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{t("passwordTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("passwordDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" data-testid="admin-password-form">
          <FormField id="admin-password" label={t("password")} error={formState.errors.password ? t("passwordRequired") : undefined}>
            {(control) => (
              // Read-only, not disabled, while checking: a disabled field loses the focus it gets back after a wrong password.
              <Input {...control} type="password" autoComplete="current-password" readOnly={busy} {...register("password")} />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
