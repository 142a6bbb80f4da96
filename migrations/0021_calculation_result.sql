-- Issue 44 (docs/decisions/226): each club calculator keeps its season's forecast result beside its listed
-- members and budget, written by every save and by a template's recompute, so the federation's club list
-- shows it without loading documents. Null until then: the list says "—" for such a club, and
-- `node --import tsx worker/cli/recompute-figures.ts` fills every stored season at once.
ALTER TABLE `calculations` ADD `result` real;
