/**
 * Identity (issue 16, docs/adr/0017-accounts-with-better-auth.md): better-auth with
 * e-mail and password, its sessions and rate limits in our own database through
 * its Drizzle adapter. The shop's routes never expose better-auth's own endpoints:
 * site/lib/account/http.server.ts validates each call and hands better-auth a
 * request of its own (`authRequest`), so its rate limiter and cookies apply.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { attachGuestOrders } from "#lib/commerce/orders/orders.server.ts";
import { type Config, config } from "#lib/config.server.ts";
import type { Database } from "#lib/db/client.server.ts";
import { accounts, customers, rateLimits, sessions, verifications } from "#lib/db/schema.server.ts";
import { logger, serializeError } from "#lib/log/logger.server.ts";
import { authSecret } from "#lib/secrets.server.ts";
import { sendMail } from "./customer.server.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./customer-input.ts";
import { hit, RESET_MAILS_PER_ADDRESS } from "./limits.server.ts";
import { resetMail, verifyMail } from "./mail.ts";
import { RESET_LINK_SECONDS, shopResetLink, shopVerifyLink, VERIFY_LINK_SECONDS } from "./password-reset.ts";

/** better-auth sees the client's address only in this header, which the shop sets itself from the socket. */
export const CLIENT_IP_HEADER = "x-little-north-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
/** Sign-in attempts per address and minute; registration is looser, as a family may share one address. */
export const SIGN_IN_PER_MINUTE = 5;
const SIGN_UP_PER_MINUTE = 20;
/** Reset links asked for per address and minute: enough for a typo, too few to flood someone's inbox. */
export const RESET_REQUESTS_PER_MINUTE = 3;
/** Confirmation links asked for again, per address and minute. */
const VERIFY_REQUESTS_PER_MINUTE = 3;

/**
 * AUTH_RATE_LIMIT_FACTOR multiplies the per-minute limits above (default 1): the browser
 * tests run every shopper from one address, hundreds of accounts a minute, where a real
 * shop would see many families. The limits themselves are tested with their real values.
 */
export function rateLimitFactor(env: Pick<Config, "AUTH_RATE_LIMIT_FACTOR"> = config()): number {
  const factor = Number(env.AUTH_RATE_LIMIT_FACTOR);
  return Number.isInteger(factor) && factor >= 1 && factor <= 100 ? factor : 1;
}

/**
 * Work better-auth leaves for after the answer (its mails: reset links, confirmation links).
 * A reset request for a known address answers as fast as one for an unknown address only
 * when the mail is not written on the request's way (issue 26). Kept here so the outbox
 * reader and tests can wait for what is still being written.
 */
const background = new Set<Promise<unknown>>();

export function inBackground(task: Promise<unknown>): void {
  const tracked = task
    .catch((error: unknown) => logger.error({ err: serializeError(error) }, "a background task of the accounts failed"))
    .finally(() => background.delete(tracked));
  background.add(tracked);
}

/** Resolves once the mails of requests answered so far are written. */
export async function backgroundSettled(): Promise<void> {
  while (background.size > 0) await Promise.all([...background]);
}

export function createAuth(db: Database, secret = authSecret()) {
  const factor = rateLimitFactor();
  return betterAuth({
    appName: "Little North",
    secret,
    basePath: AUTH_BASE_PATH,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: customers, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url, token }) {
        const target = shopResetLink(url, token);
        if (!target) return;
        const name = (user as { firstName?: string }).firstName || user.name;
        // After the answer: a known address must not be told apart by a slower one (issue 26).
        inBackground(
          (async () => {
            // However many networks ask, one inbox gets a few links an hour (issue 26); the answer is the same.
            if (!(await hit(db, RESET_MAILS_PER_ADDRESS, user.email)).allowed) {
              logger.warn("reset mail not sent: too many for one address this hour");
              return;
            }
            await sendMail(db, resetMail(target.storefront.language, { email: user.email, name }, target.link));
          })(),
        );
      },
    },
    /**
     * A registration mails a link that confirms the address (to the shop's page for it, in
     * the storefront's language). Only a confirmed address gets the guest orders placed with
     * it: without that, anyone could register someone else's address and read their orders.
     */
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      async sendVerificationEmail({ user, url, token }) {
        const target = shopVerifyLink(url, token);
        if (!target) return;
        const name = (user as { firstName?: string }).firstName || user.name;
        inBackground(sendMail(db, verifyMail(target.storefront.language, { email: user.email, name }, target.link)));
      },
      async afterEmailVerification(user) {
        await attachGuestOrders(db, user.id, user.email);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        mobilePhone: { type: "string", required: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: SIGN_IN_PER_MINUTE * factor },
        "/sign-up/email": { window: 60, max: SIGN_UP_PER_MINUTE * factor },
        "/request-password-reset": { window: 60, max: RESET_REQUESTS_PER_MINUTE * factor },
        "/send-verification-email": { window: 60, max: VERIFY_REQUESTS_PER_MINUTE * factor },
      },
    },
    advanced: {
      cookiePrefix: "ln",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The shop checks Origin itself (site/lib/http/origin.ts) before any request reaches better-auth.
      disableCSRFCheck: true,
      disableOriginCheck: true,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Confirms an e-mail address with the token of a confirmation link (better-auth checks
 * its signature and age, marks the address confirmed and runs afterEmailVerification).
 * True also for an address confirmed before; false for a bad or expired token.
 */
export async function confirmEmail(auth: Auth, token: string): Promise<boolean> {
  try {
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}

let shared: Auth | undefined;

export async function getAuth(): Promise<Auth> {
  if (!shared) {
    const { getDatabase } = await import("#lib/db/client.server.ts");
    shared = createAuth(getDatabase().db);
  }
  return shared;
}

/**
 * A request for better-auth's handler at `path` (`/sign-in/email`) on the shop's own
 * origin, carrying the browser's cookies and address but nothing else it sent.
 */
export function authRequest(url: URL, path: string, from: Request, clientAddress: string, body?: unknown): Request {
  const headers = new Headers({ origin: url.origin, [CLIENT_IP_HEADER]: clientAddress });
  const cookie = from.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const ua = from.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(new URL(`${AUTH_BASE_PATH}${path}`, url.origin), {
    method: "POST",
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
