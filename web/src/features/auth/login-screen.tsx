import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { BrandMark } from "../../components/brand-mark";
import { Icon, type IconName } from "../../components/icons";
import { PageTitle } from "../../components/page-title";
import { emptyLogin, emptyRegister, type LoginDraft, type RegisterDraft } from "./auth-drafts";
import { LoginForm } from "./login-form";

type Panel = "login" | "register";
const panels: Panel[] = ["login", "register"];
// The register panel loads just after the first paint rather than with it (the first screen's budget, decision 124).
const loadRegister = () => import("./register-form");
const RegisterForm = lazy(() => loadRegister().then((module) => ({ default: module.RegisterForm })));
// A little longer than the 300 ms CSS slide, after which the hidden panel unmounts.
const SLIDE_MS = 350;
const highlights: { icon: IconName; key: string }[] = [
  { icon: "calculator", key: "budget" },
  { icon: "users", key: "realCost" },
  { icon: "ticket", key: "fees" },
];

/**
 * The public login layout (product.md screen 1): a welcome beside two sliding panels. Both panels are
 * mounted only while sliding, so the hidden form never answers to a label; drafts live here and survive.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>("login");
  const [mounted, setMounted] = useState<Record<Panel, boolean>>({ login: true, register: false });
  const [loginDraft, setLoginDraft] = useState<LoginDraft>(emptyLogin);
  const [registerDraft, setRegisterDraft] = useState<RegisterDraft>(emptyRegister);
  const [created, setCreated] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const tabs = useRef<Record<Panel, HTMLButtonElement | null>>({ login: null, register: null });

  useEffect(() => {
    void loadRegister().catch(() => undefined);
    return () => window.clearTimeout(timer.current);
  }, []);

  const show = (next: Panel) => {
    if (next === panel) return;
    window.clearTimeout(timer.current);
    setMounted({ login: true, register: true });
    setPanel(next);
    timer.current = window.setTimeout(
      () => setMounted({ login: next === "login", register: next === "register" }),
      SLIDE_MS,
    );
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = panel === "login" ? "register" : "login";
    show(next);
    tabs.current[next]?.focus();
  };

  const onRegistered = (email: string) => {
    setRegisterDraft(emptyRegister);
    setLoginDraft({ login: email, password: "" });
    setCreated(true);
    show("login");
  };

  return (
    <div className="mx-auto grid w-full max-w-[1100px] items-center gap-10 py-6 md:grid-cols-[1fr_minmax(0,440px)] md:py-12">
      <PageTitle title={t(panel === "login" ? "auth.loginTitle" : "auth.registerTitle")} />
      <section aria-labelledby="welcome-title">
        <BrandMark size="lg" />
        <h1 id="welcome-title" className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">
          {t("auth.welcome")}
        </h1>
        <p className="muted mt-3 max-w-prose text-base sm:text-lg">{t("auth.tagline")}</p>
        <ul className="mt-8 hidden flex-col gap-4 sm:flex">
          {highlights.map((item) => (
            <li key={item.key} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-link">
                <Icon name={item.icon} />
              </span>
              <span>
                <span className="block font-medium">{t(`auth.highlights.${item.key}.title`)}</span>
                <span className="muted block text-sm">{t(`auth.highlights.${item.key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="surface overflow-hidden">
        <div
          role="tablist"
          aria-label={t("auth.panelsLabel")}
          className="grid grid-cols-2 border-b border-slate-200 p-1.5 dark:border-slate-800"
        >
          {panels.map((name) => (
            <button
              key={name}
              ref={(node) => {
                tabs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={panel === name}
              aria-controls={`panel-${name}`}
              tabIndex={panel === name ? 0 : -1}
              onClick={() => show(name)}
              onKeyDown={onTabKey}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                panel === name
                  ? "bg-brand-tint text-link"
                  : "text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
              }`}
            >
              {t(name === "login" ? "auth.loginTitle" : "auth.registerTitle")}
            </button>
          ))}
        </div>
        <div
          className={`flex w-[200%] transition-transform duration-300 ease-out ${panel === "register" ? "-translate-x-1/2" : "translate-x-0"}`}
        >
          {panels.map((name) => (
            <section
              key={name}
              id={`panel-${name}`}
              role="tabpanel"
              aria-labelledby={`tab-${name}`}
              aria-hidden={panel !== name}
              inert={panel !== name}
              className="w-1/2 shrink-0 p-6"
            >
              {!mounted[name] ? null : name === "login" ? (
                <LoginForm
                  values={loginDraft}
                  onChange={setLoginDraft}
                  notice={created ? <Alert tone="success">{t("auth.accountCreated")}</Alert> : null}
                />
              ) : (
                <Suspense fallback={null}>
                  <RegisterForm
                    values={registerDraft}
                    onChange={setRegisterDraft}
                    onRegistered={onRegistered}
                  />
                </Suspense>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
