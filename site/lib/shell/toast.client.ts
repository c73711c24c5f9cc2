/**
 * Toasts for every island: `toast("Saved")` or `toast.error("...")`. The shell
 * has one toast area (site/components/shell/toasts.client.ts) that listens for
 * this event and loads `sonner` only when the first toast arrives, so pages without toasts
 * carry none of its code. Toasts fired before the Toaster hydrates are queued.
 */

export const TOAST_EVENT = "ln:toast";

export type ToastKind = "message" | "success" | "error" | "info";

export interface ToastDetail {
  kind: ToastKind;
  message: string;
  description?: string;
}

declare global {
  interface Window {
    __lnToasts?: ToastDetail[];
  }
}

function emit(kind: ToastKind, message: string, description?: string): void {
  if (typeof window === "undefined") return;
  const detail: ToastDetail = description ? { kind, message, description } : { kind, message };
  if (!document.documentElement.hasAttribute("data-toaster")) {
    window.__lnToasts ??= [];
    window.__lnToasts.push(detail);
    return;
  }
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}

export const toast = Object.assign((message: string, description?: string) => emit("message", message, description), {
  success: (message: string, description?: string) => emit("success", message, description),
  error: (message: string, description?: string) => emit("error", message, description),
  info: (message: string, description?: string) => emit("info", message, description),
});
