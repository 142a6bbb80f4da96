/** A small turning ring; decorative, the surrounding text or label says what is loading. */
export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin ${className}`} aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Centred spinner with its label, for a page or a panel that is loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-40 flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-400"
    >
      <Spinner className="size-7 text-brand" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
