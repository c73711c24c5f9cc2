/**
 * What the /login and /user pages load first: nothing of the forms' code (account-page.client.ts,
 * with the account client, consent sync and toasts), which is fetched when a shopper reaches for
 * the page (a focus or a press inside it), as ADR 21's islands are. That keeps /login's first-load
 * JavaScript under issue 29's 10 KB. A submit or a button click that comes before the code has
 * arrived is held and made again once it has, so nothing a shopper does is lost.
 */
const BUTTONS = "[data-account-join], [data-account-logout]";

export function startAccountPage(): void {
  const root = document.querySelector<HTMLElement>(".account");
  if (!root) return;
  let ready = false;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import("./account-page.client.ts").then(
      ({ initAccountPage }) => {
        initAccountPage();
        ready = true;
      },
      (error: unknown) => {
        // A network blip or a deploy that replaced the file: the next reach tries again.
        loading = null;
        throw error;
      },
    ));
  const reach = () => void load().catch(() => {});
  root.addEventListener("focusin", reach);
  root.addEventListener("pointerdown", reach);
  root.addEventListener(
    "submit",
    (event) => {
      if (ready) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : undefined;
      void load().then(
        () => form.requestSubmit(submitter),
        () => {},
      );
    },
    true,
  );
  root.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTONS) : null;
      if (ready || !button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void load().then(
        () => button.click(),
        () => {},
      );
    },
    true,
  );
}
