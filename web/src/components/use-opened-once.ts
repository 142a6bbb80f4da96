import { useState } from "react";

/**
 * True from a dialog's first opening on. Closed, a Radix dialog draws nothing, yet its root, portal,
 * presence and focus return were rendered all the same: a calculator holding eight dialogs rendered
 * them all with its first render (decision 090). Once opened, the dialog stays mounted, so closing and
 * opening again work exactly as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
