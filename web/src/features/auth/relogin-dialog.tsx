import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { queryClient } from "../../lib/query-client";
import type { UserDetails } from "#core/schemas/user";
import { setReloginPrompt, userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import type { LoginDraft } from "./auth-drafts";
import { LoginForm } from "./login-form";

/**
 * Raised when the session expired during work (a 401 the silent refresh could not cure): logging in
 * again closes it and the interrupted call is retried; "Log out" gives up and ends the session.
 */
export function ReloginDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<LoginDraft>({ login: "", password: "" });
  const settle = useRef<((loggedIn: boolean) => void) | null>(null);

  useEffect(() => {
    setReloginPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          const email = queryClient.getQueryData<UserDetails>(userQueryKey)?.email ?? "";
          setDraft({ login: email, password: "" });
          settle.current = resolve;
          setOpen(true);
        }),
    );
    return () => setReloginPrompt(async () => false);
  }, []);

  const finish = (loggedIn: boolean) => {
    setOpen(false);
    if (loggedIn) showToast(t("message.loggedInAgain"), "success");
    settle.current?.(loggedIn);
    settle.current = null;
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => (!next ? finish(false) : undefined)}
      title={t("auth.sessionExpiredTitle")}
      description={t("auth.sessionExpiredText")}
      size="half"
      dismissible={false}
    >
      <LoginForm
        values={draft}
        onChange={setDraft}
        onSuccess={() => finish(true)}
        showForgotPassword={false}
      />
      <Button variant="ghost" className="mt-3 w-full" onClick={() => finish(false)}>
        {t("profile.logout")}
      </Button>
    </AppDialog>
  );
}
