/**
 * The sign-in page the Studio's "Little North" login provider opens. The
 * Studio's own UI is English, so this page is too. It posts back to itself;
 * on success the lake sends the browser back to the Studio with a one-time
 * `#sid=` code, which the Studio exchanges for its token (`/auth/fetch`).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export function loginPage({ origin, error, email = "" }: { origin: string; error?: string; email?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Little North Studio</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f3f5; color: #1a1a1f; }
  main { box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); background: #fff; padding: 2rem; border-radius: 0.5rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem; border: 1px solid #767680; border-radius: 0.25rem; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 600; padding: 0.6rem; border: 0; border-radius: 0.25rem; background: #2276fc; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1f5fc6; outline-offset: 2px; }
  [role="alert"] { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.25rem; background: #fde8e8; color: #8a1c1c; }
  p.hint { color: #555; font-size: 0.875rem; margin-top: 1.5rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #101014; color: #eee; } main { background: #1c1c22; } input { background: #101014; color: #eee; }
    [role="alert"] { background: #4a1717; color: #ffd7d7; } p.hint { color: #aaa; }
  }
</style>
</head>
<body>
<main>
  <h1>Sign in to Little North Studio</h1>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="/login">
    <input type="hidden" name="origin" value="${escapeHtml(origin)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? "" : " autofocus"}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${error ? " autofocus" : ""}>
    <button type="submit">Sign in</button>
  </form>
  <p class="hint">Accounts are local to this machine. An administrator adds them with <code>npm run lake -- user add</code>.</p>
</main>
</body>
</html>`;
}
