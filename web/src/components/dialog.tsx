import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useFocusReturn } from "./use-focus-return";
import { useOpenedOnce } from "./use-opened-once";

/** Widths from product.md: 480 small, 600 forms, 800 join dialogs, half the screen for the login dialog. */
const widths = {
  sm: "md:w-[min(92vw,480px)]",
  md: "md:w-[min(92vw,600px)]",
  lg: "md:w-[min(92vw,800px)]",
  half: "md:w-[min(92vw,max(50vw,480px))]",
} as const;

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: keyof typeof widths;
  /** The re-login dialog cannot be dismissed by Escape or a click outside. */
  dismissible?: boolean;
  children: ReactNode;
}

/** A Radix dialog: full screen on phones, centred card from 768 px; rendered from its first opening on. */
export function AppDialog(props: AppDialogProps) {
  return useOpenedOnce(props.open) ? <DialogWindow {...props} /> : null;
}

function DialogWindow({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  dismissible = true,
  children,
}: AppDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn(open);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[1px]" />
        <Dialog.Content
          className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-5 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100 md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[88vh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6 ${widths[size]}`}
          // Without a description Radix expects aria-describedby to be explicitly empty.
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="muted mt-1 text-sm">{description}</Dialog.Description>
              ) : null}
            </div>
            {dismissible ? (
              <Dialog.Close
                className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
                aria-label={t("common.close")}
              >
                <Icon name="close" />
              </Dialog.Close>
            ) : null}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
