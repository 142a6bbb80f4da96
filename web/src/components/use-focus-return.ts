import { useRef } from "react";

/** The element to give the focus back to; a menu item goes with its menu, so its menu button stands in. */
function focusReturnTarget(): HTMLElement | null {
  const active =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const menu = active?.closest<HTMLElement>('[role="menu"]');
  if (menu?.id)
    return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? active;
  return active;
}

/**
 * Radix gives the focus back to its own Dialog.Trigger only, and our dialogs open from state (a button,
 * a menu item): the element focused when the dialog opened gets the focus back when it closes.
 * Read during render, before the dialog's fields take the focus; use the result as onCloseAutoFocus.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const target = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") target.current = focusReturnTarget();
  wasOpen.current = open;
  return (event: Event) => {
    const element = target.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
