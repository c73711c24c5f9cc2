/**
 * The shell's one toast area: listens for toasts from any island (`toast()` in
 * site/lib/shell/toast.client.ts) and loads sonner with the first one. Toasts sent
 * before this runs were queued on window.__lnToasts and are shown then.
 */
import { TOAST_EVENT, type ToastDetail } from "#lib/shell/toast.client.ts";

export function initToasts(): void {
  const host = document.getElementById("ln-toasts");
  if (!host) return;
  let show: ((t: ToastDetail) => void) | null = null;
  let loading: Promise<void> | null = null;
  const pending: ToastDetail[] = [...(window.__lnToasts ?? [])];
  window.__lnToasts = [];

  const load = () => {
    loading ??= import("#islands/toaster-mount.tsx").then(({ mountToaster }) => {
      const mounted = mountToaster(host, { close: host.dataset.close ?? "", region: host.dataset.label ?? "" });
      // Give the Toaster a frame to mount before the queued toasts arrive.
      requestAnimationFrame(() => {
        show = mounted;
        for (const t of pending.splice(0)) mounted(t);
      });
    });
    return loading;
  };

  window.addEventListener(TOAST_EVENT, (event) => {
    const detail = (event as CustomEvent<ToastDetail>).detail;
    if (show) show(detail);
    else {
      pending.push(detail);
      void load();
    }
  });
  document.documentElement.setAttribute("data-toaster", "");
  host.dataset.hydrated = "true";
  if (pending.length) void load();
}
