import type { Texts } from "./locale-files";

// The texts of the pages after the login and of on-demand dialogs, loaded with them: the pages' namespaces of
// locales/fr/ and the brands' French (fr-fft, fr-fftt) (page-namespaces.ts, written out: a glob takes only literals; page-namespaces.test.ts checks they agree).
export default import.meta.glob<Texts>(
  "../../../../locales/fr*/{account,activity,actuals,benchmark,calculator,charts,checks,clubStats,confirm,contact,federation,federationDetails,federationForm,federationLists,invitations,join,joinForms,landing,legal,organizations,payment,poster,pricing,resell,seasons,tutorial,users}.json",
  { eager: true, import: "default" },
);
