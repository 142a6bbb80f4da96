import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { leaveClub } from "../../lib/calculator-api";
import { browserStore, clearDraft } from "./save/draft-store";
import type { useCalculatorDocument } from "./save/use-calculator-document";
import { restoreSeason } from "../seasons/seasons-api";

type CalculatorDocument = ReturnType<typeof useCalculatorDocument>;

/** Manual save, history restore and leaving the club, each keeping unsaved work safe first. */
export function useCalculatorActions(
  organizationId: string,
  document: CalculatorDocument,
  stop: () => void,
  season?: string,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { saver, reload } = document;

  const saveNow = useCallback(async () => {
    const outcome = await saver.save();
    if (outcome === "saved") showToast(t("message.calcSaved"), "success");
    else if (outcome === "unchanged") showToast(t("calculator.save.nothingNew"));
    return outcome;
  }, [saver, t]);

  /** Unsaved changes are saved first, so the version being replaced stays in the history too. */
  const restore = useCallback(
    async (version: number) => {
      if (saver.isDirty() && (await saver.save()) === "failed")
        throw new Error(t("calculator.history.saveFirst"));
      await restoreSeason(organizationId, season, version, saver.versionNow());
      await reload();
      showToast(t("calculator.history.restored", { version }), "success");
    },
    [organizationId, reload, saver, season, t],
  );

  /** product.md section 4: save if needed, leave, refresh the session, go to the landing. */
  const leave = useCallback(async () => {
    if (saver.isDirty() && (await saver.save()) === "failed") {
      showToast(t("calculator.leave.notSaved"), "error");
      return;
    }
    try {
      await leaveClub(organizationId);
    } catch (cause) {
      showToast(errorText(cause), "error");
      return;
    }
    stop();
    clearDraft(browserStore(), organizationId);
    // Off the screen first: the club's own calls would now be refused (403).
    navigate(paths.landing, { replace: true });
    showToast(t("message.youLeft"), "success");
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [errorText, navigate, organizationId, saver, stop, t]);

  return { saveNow, restore, leave };
}
