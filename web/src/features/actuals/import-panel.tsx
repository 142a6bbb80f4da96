import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CsvMapping } from "#core/bank-import/index";
import { Button } from "../../components/button";
import { inputClass } from "../../components/form-fields";
import { ApiError } from "../../lib/api";
import { showToast } from "../../lib/toasts";
import { type BankFormat, importFile, type ImportAnswer, undoImport } from "../../lib/actuals-api";
import { decodeBankFile, formatOf } from "./actuals-view";

interface Pending {
  name: string;
  format: BankFormat;
  content: string;
  answer: ImportAnswer;
  mapping?: CsvMapping;
  /** The last dry run refused the file as mapped: the columns stay to be corrected, nothing to import. */
  refused?: boolean;
}

/** The counts a sentence names. */
const counts = ({ imported, duplicates, outsideSeason, assigned }: ImportAnswer) => ({
  imported,
  duplicates,
  outsideSeason,
  assigned,
});

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

/**
 * Import a bank file (season-money.md section 4): the file is read in the browser as text (UTF-8, else
 * Windows-1252) and sent for a dry run; the answer's counts (and for a CSV the proposed columns, which
 * the person may change) are shown before the import. The last import can be undone.
 */
export function ImportPanel({
  organizationId,
  season,
  onChanged,
}: {
  organizationId: string;
  season: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);

  const errorText = (cause: unknown) => {
    if (cause instanceof ApiError && cause.data && typeof cause.data === "object" && "reason" in cause.data) {
      const data = cause.data as { reason: string; line: number; value?: string };
      return t(`actuals.import.errors.${data.reason}`, { line: data.line, value: data.value ?? "" });
    }
    return t("actuals.import.failed");
  };

  const dryRun = async (next: Omit<Pending, "answer">) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await importFile(organizationId, {
        season,
        format: next.format,
        content: next.content,
        mapping: next.mapping,
        dryRun: true,
      });
      setPending({ ...next, answer, mapping: answer.mapping ?? next.mapping, refused: false });
    } catch (cause) {
      // A CSV whose columns were changed keeps them on screen to be corrected; another file is dropped.
      setPending((current) =>
        current?.answer.columns && next.mapping ? { ...current, mapping: next.mapping, refused: true } : null,
      );
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    setDone(null);
    if (!file) return;
    const content = decodeBankFile(new Uint8Array(await file.arrayBuffer()));
    await dryRun({ name: file.name, format: formatOf(file.name, content), content });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await importFile(organizationId, {
        season,
        format: pending.format,
        content: pending.content,
        mapping: pending.mapping,
      });
      setDone(answer);
      setPending(null);
      onChanged();
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!done?.importId) return;
    setBusy(true);
    try {
      const { removed } = await undoImport(organizationId, done.importId);
      showToast(t("actuals.import.undone", { count: removed }), "success");
      setDone(null);
      onChanged();
    } catch {
      showToast(t("actuals.list.failed"), "error");
    } finally {
      setBusy(false);
    }
  };

  const setMapping = (change: Partial<CsvMapping>) => {
    if (!pending?.mapping) return;
    const mapping = { ...pending.mapping, ...change };
    void dryRun({ name: pending.name, format: pending.format, content: pending.content, mapping });
  };

  return (
    <section className="surface space-y-4 p-4 sm:p-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("actuals.import.heading")}
      </h3>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t("actuals.import.file")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.ofx,.qfx,.xml"
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-tint file:px-3 file:py-2 file:font-medium"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="muted mt-1 text-xs">
          {t("actuals.import.hint")}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {pending?.mapping && pending.answer.columns ? (
        <MappingFields mapping={pending.mapping} columns={pending.answer.columns} onChange={setMapping} />
      ) : null}
      {pending && !pending.refused ? (
        <div className="space-y-3" data-testid="actuals-preview">
          <p className="text-sm">{t("actuals.import.preview", counts(pending.answer))}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void confirm()} busy={busy} disabled={pending.answer.imported === 0}>
              {t("actuals.import.confirm", { count: pending.answer.imported })}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t("actuals.import.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
      {done ? (
        <div className="flex flex-wrap items-center gap-3" role="status">
          <p className="text-sm">
            {done.importId
              ? t("actuals.import.done", counts(done))
              : t("actuals.import.nothing", counts(done))}
          </p>
          {done.importId ? (
            <Button variant="secondary" onClick={() => void undo()} busy={busy}>
              {t("actuals.import.undo")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The CSV's columns as proposed by the dry run; each change runs the dry run again. */
function MappingFields({
  mapping,
  columns,
  onChange,
}: {
  mapping: CsvMapping;
  columns: string[];
  onChange: (change: Partial<CsvMapping>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const split = mapping.amount === undefined;
  const column = (key: "date" | "amount" | "debit" | "credit" | "label" | "ref", optional = false) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {t(`actuals.import.column.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        className={inputClass}
        value={mapping[key] ?? ""}
        onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      >
        {optional ? <option value="">{t("actuals.import.column.none")}</option> : null}
        {columns.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
  const choice = <K extends "dateFormat" | "decimal">(
    key: K,
    values: readonly CsvMapping[K][],
    text: (v: CsvMapping[K]) => string,
    label: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={inputClass}
        value={mapping[key]}
        onChange={(event) => onChange({ [key]: event.target.value as CsvMapping[K] })}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </div>
  );
  const setKind = (kind: string) =>
    onChange(
      kind === "split"
        ? { amount: undefined, debit: columns[0], credit: columns[0] }
        : { amount: mapping.debit ?? columns[0], debit: undefined, credit: undefined },
    );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{t("actuals.import.mappingHeading")}</legend>
      <p className="muted text-sm">{t("actuals.import.mappingIntro")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {column("date")}
        {column("label")}
        {column("ref", true)}
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            {t("actuals.import.amountKind")}
          </label>
          <select
            id={`${id}-kind`}
            className={inputClass}
            value={split ? "split" : "signed"}
            onChange={(event) => setKind(event.target.value)}
          >
            <option value="signed">{t("actuals.import.amountKinds.signed")}</option>
            <option value="split">{t("actuals.import.amountKinds.split")}</option>
          </select>
        </div>
        {split ? column("debit") : column("amount")}
        {split ? column("credit") : null}
        {choice("dateFormat", ["DD/MM/YYYY", "YYYY-MM-DD"], (v) => v, t("actuals.import.dateFormat"))}
        {choice(
          "decimal",
          [",", "."],
          (v) => t(v === "," ? "actuals.import.decimals.comma" : "actuals.import.decimals.point"),
          t("actuals.import.decimal"),
        )}
      </div>
    </fieldset>
  );
}
