import { createRoot } from "react-dom/client";
import { toast as sonner, Toaster } from "sonner";
import type { ToastDetail } from "../lib/shell/toast.client.ts";

/**
 * Mounts sonner's Toaster into the shell's toast area; loaded with the first
 * toast only (site/components/shell/toasts.client.ts), so pages that never
 * show one never download sonner.
 */
export function mountToaster(host: HTMLElement, labels: { close: string; region: string }): (t: ToastDetail) => void {
  createRoot(host).render(
    <Toaster
      position="bottom-center"
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />,
  );
  return (t) => {
    const options = t.description ? { description: t.description } : {};
    if (t.kind === "message") sonner(t.message, options);
    else sonner[t.kind](t.message, options);
  };
}
