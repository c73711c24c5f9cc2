/**
 * The readable `ln_account` cookie (set at sign-in, no secret in it) says someone is
 * signed in in this browser: static pages ask it before loading any account code.
 */
export function signedInHere(): boolean {
  return /(?:^|;\s*)ln_account=1/.test(document.cookie);
}
