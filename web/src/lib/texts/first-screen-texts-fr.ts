import type { Texts } from "./locale-files";

// The first screen's texts: locales/fr/ and the brands' French (fr-fft, fr-fftt) but the e-mails' and the pages' namespaces
// (page-namespaces.ts, written out: a glob takes only literals; page-namespaces.test.ts checks they agree).
export default import.meta.glob<Texts>(
  [
    "../../../../locales/fr*/*.json",
    "!../../../../locales/fr*/{mail,account,activity,actuals,benchmark,calculator,charts,checks,clubStats,confirm,contact,federation,federationDetails,federationForm,federationLists,invitations,join,joinForms,landing,legal,organizations,payment,poster,pricing,resell,seasons,tutorial,users}.json",
  ],
  { eager: true, import: "default" },
);
