import { useState } from "react";
import { Button } from "../button";
import { showToast } from "../../lib/toasts";

interface TabHeadingProps {
  heading: string;
  intro: string;
  /** The download's button, the line under it, and the toast when it fails. */
  download: { label: string; hint: string; failed: string; run: () => Promise<boolean> };
  /** The tab's name already prints above its panel: a heading of the same sense stays off paper. */
  headingOnPaper?: boolean;
}

/** A tab's heading and intro, with its one download beside them (the Sections and Actuals tabs' CSVs). */
export function TabHeading({ heading, intro, download, headingOnPaper = true }: TabHeadingProps) {
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      if (!(await download.run())) showToast(download.failed, "error");
    } catch {
      showToast(download.failed, "error");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="max-w-prose">
        <h2 className={`text-lg font-semibold${headingOnPaper ? "" : " print:hidden"}`}>{heading}</h2>
        <p className="muted mt-1 text-sm">{intro}</p>
      </div>
      <div className="print:hidden">
        <Button variant="secondary" onClick={() => void run()} busy={downloading}>
          {download.label}
        </Button>
        <p className="muted mt-1 max-w-xs text-xs">{download.hint}</p>
      </div>
    </div>
  );
}
