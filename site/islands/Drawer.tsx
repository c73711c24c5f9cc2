import type { ReactNode, Ref } from "react";
import { CloseIcon } from "./icons.tsx";
import type { ModalDialog } from "./use-modal-dialog.ts";

export interface DrawerProps {
  /** The dialog from useModalDialog(): its element, whether it is open, and how to close it. */
  dialog: ModalDialog;
  side: "left" | "right";
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** More classes on the dialog and on its panel. */
  className?: string;
  panelClassName?: string;
  /** Before the title in the drawer's head (the mobile menu's way back). */
  before?: ReactNode;
  /** The title's element, for a drawer that moves focus to it. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The title takes focus from script (tabIndex -1). */
  focusableTitle?: boolean;
  /** The panel renders only while the drawer is open (content that would weigh on every page). */
  lazy?: boolean;
  /** Set on the dialog element once the island is hydrated. */
  hydrated?: boolean;
  children?: ReactNode;
}

/**
 * The shop's drawer (the cart, the market switcher, the mobile menu): a native
 * <dialog> opened modally by useModalDialog, so the browser keeps focus inside,
 * makes the page behind inert and closes it on Escape; a head with the title that
 * names it and a close button, and the drawer's content below.
 */
export function Drawer({
  dialog,
  side,
  titleId,
  title,
  closeLabel,
  className,
  panelClassName,
  before,
  titleRef,
  focusableTitle = false,
  lazy = false,
  hydrated,
  children,
}: DrawerProps) {
  return (
    <dialog
      ref={dialog.ref}
      className={`drawer drawer--${side}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      data-hydrated={hydrated ? "true" : undefined}
    >
      {lazy && !dialog.open ? null : (
        <div className={`drawer__panel${panelClassName ? ` ${panelClassName}` : ""}`}>
          <div className="drawer__head">
            {before}
            <h2 id={titleId} ref={titleRef} tabIndex={focusableTitle ? -1 : undefined} className="drawer__title">
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={dialog.close} aria-label={closeLabel}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
