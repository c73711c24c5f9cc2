/**
 * The shop's secrets, apart from what uses them: the session secret (better-auth,
 * site/lib/account/auth.server.ts) and the keys derived from it for eclub tokens and
 * draft-preview cookies. The middleware needs the preview key on every request, and
 * importing it from the accounts pulled better-auth and the whole account area into
 * its module graph.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { config } from "./config.server.ts";

/**
 * The secret that signs session cookies: AUTH_SECRET, else one made on first start and
 * kept in .data/auth-secret, so sessions survive a restart and every process agrees.
 */
export function authSecret(): string {
  const fromEnv = config().AUTH_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const file = resolve(process.cwd(), ".data/auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: read theirs.
    }
    return readFileSync(file, "utf8").trim();
  }
}

/** The key of eclub tokens: ECLUB_SECRET, else one derived from the session secret. */
export function eclubSecret(): string {
  const fromEnv = config().ECLUB_SECRET;
  return fromEnv && fromEnv.length >= 32 ? fromEnv : createHmac("sha256", authSecret()).update("eclub").digest("base64url");
}

/** The key of draft-preview cookies (site/lib/content/draft-mode.server.ts): derived from the session secret. */
export function previewKey(): string {
  return createHmac("sha256", authSecret()).update("preview").digest("base64url");
}
