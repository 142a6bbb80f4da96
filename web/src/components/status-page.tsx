import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

/** Not found, access denied, crashed: a big code, a heading, a sentence and the way out. */
export function StatusPage({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <PageTitle title={title} />
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-link opacity-80">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="muted mt-3 max-w-prose">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
