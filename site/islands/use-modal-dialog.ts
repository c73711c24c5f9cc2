import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * A drawer on the native <dialog> element, opened with showModal(): the browser
 * keeps focus inside, makes the page behind inert, and closes it on Escape.
 * On close, focus goes back to the element that opened it.
 */
export interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  open: boolean;
  show: (trigger?: HTMLElement | null) => void;
  close: () => void;
}

export function useModalDialog(): ModalDialog {
  const ref = useRef<HTMLDialogElement | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((from?: HTMLElement | null) => {
    trigger.current = from ?? (document.activeElement as HTMLElement | null);
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (dialog?.open) dialog.close();
    else setOpen(false);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      trigger.current?.focus();
    };
    // A click on the backdrop (the dialog box itself, outside its content) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle("has-drawer", open);
  }, [open]);

  return { ref, open, show, close };
}

/** Marks an island root as hydrated once mounted, for tests and for CSS that needs JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
