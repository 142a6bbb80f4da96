import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { adoptIds } from "#core/calculator-ids";
import type { Calculator } from "#core/schemas/calculator";
import { openCalculation } from "../calculation-opening";
import { loadCalculatorSchema } from "../../../lib/calculator-model/calculator-schema";
import { normalizeDocument } from "../../../lib/calculator-model/normalize";
import { retrieveSeason } from "../../seasons/seasons-api";
import { browserStore, type Draft, draftToOffer, readDraft } from "./draft-store";
import { draftScope, SNAPSHOT_DELAY_MS, useAutosave } from "./use-autosave";

interface Options {
  organizationId: string;
  /** An earlier (or the next) season; undefined: the current one, which the route's loader preloads. */
  season?: string;
  userId: string | undefined;
  inputMembership: boolean;
  active: boolean;
}

/**
 * Loads the calculator of an organization, offers back a local draft that differs from the server's
 * document, and keeps the edits saved (use-autosave.ts).
 */
export function useCalculatorDocument({ organizationId, season, userId, inputMembership, active }: Options) {
  const [doc, setDocState] = useState<Calculator | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draftOffer, setDraftOffer] = useState<Draft | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The season the server answered (`context.season`): the schema of the document may not carry it.
  const [loadedSeason, setLoadedSeason] = useState<string | undefined>(season);
  // The ids the store gave to new items join the edited document, so the next save sends them (they are
  // not content: snapshot.ts leaves them out, so taking them starts no save).
  const onStored = useCallback(
    (answered: Partial<Calculator>) =>
      setDocState((current) => (current ? adoptIds(current, answered) : current)),
    [],
  );
  const saver = useAutosave({
    organizationId,
    season,
    userId: userId ?? "",
    doc,
    inputMembership,
    active: active && !!userId,
    onStored,
  });
  // The autosave owns the draft: it writes it, and it alone removes it (autosave-machine.ts).
  const { adopt, rebase, dropDraft } = saver;
  const flagRef = useRef(inputMembership);
  flagRef.current = inputMembership;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    setDocState(null);
    setLoadError(null);
    Promise.all([
      season ? retrieveSeason(organizationId, season) : openCalculation(organizationId),
      loadCalculatorSchema(),
    ])
      .then(([raw, schema]) => {
        if (cancelled) return;
        const server = normalizeDocument(schema, raw, organizationId, flagRef.current);
        const draft = readDraft(schema, browserStore(), draftScope(organizationId, season), userId);
        const offer = draftToOffer(draft, server);
        // A draft the server already holds (its save landed, the answer was lost) has nothing to offer.
        if (draft && !offer) dropDraft();
        // The whole editor renders for the first time here: as a transition React renders it in short
        // slices, so the page still answers taps meanwhile instead of freezing for one long task.
        startTransition(() => {
          setDocState(server);
          setLoadedSeason((raw as { context?: { season?: string } } | null)?.context?.season ?? season);
          adopt(server, server.context ?? {}, SNAPSHOT_DELAY_MS);
          setDraftOffer(offer);
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [organizationId, season, userId, attempt, adopt, dropDraft]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Every edit goes through here (functional updates keep quick successive edits). */
  const edit = useCallback((change: (current: Calculator) => Calculator) => {
    setDocState((current) => (current ? change(current) : current));
  }, []);

  const replace = useCallback((next: Calculator) => setDocState(next), []);

  const restoreDraft = useCallback(() => {
    if (!draftOffer) return;
    setDocState({ ...draftOffer.doc, organizationId });
    // Edits made on an older version must meet the conflict dialog rather than overwrite newer work.
    if (draftOffer.baseVersion < saver.info.version) rebase(draftOffer.baseVersion);
    setDraftOffer(null);
  }, [draftOffer, organizationId, rebase, saver.info.version]);

  const discardDraft = useCallback(() => {
    dropDraft();
    setDraftOffer(null);
  }, [dropDraft]);

  /** After a history restore: the server's document becomes the edited and the saved one. */
  const reload = useCallback(async () => {
    const [raw, schema] = await Promise.all([retrieveSeason(organizationId, season), loadCalculatorSchema()]);
    const server = normalizeDocument(schema, raw, organizationId, flagRef.current);
    dropDraft();
    adopt(server, server.context ?? {});
    setDocState(server);
  }, [adopt, dropDraft, organizationId, season]);

  return {
    doc,
    loadedSeason,
    loadError,
    retry,
    edit,
    replace,
    reload,
    draftOffer,
    restoreDraft,
    discardDraft,
    saver,
  };
}
