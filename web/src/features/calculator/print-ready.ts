/**
 * Resolves once `root()` holds no loading placeholder (`data-loading`: a tab's or a chart's skeleton)
 * for two frames in a row, so that the print shows every tab drawn, charts included. Gives up after
 * `limitMs` (a chunk that cannot load offline): a print with a placeholder beats no print.
 */
export function whenDrawn(root: () => Element | null, limitMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let calmFrames = 0;
    const check = () => {
      const element = root();
      calmFrames = element && !element.querySelector("[data-loading]") ? calmFrames + 1 : 0;
      if (calmFrames >= 2 || performance.now() - started > limitMs) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
