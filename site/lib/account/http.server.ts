/**
 * The account calls (specification 7, issue 16): sign-in, registration and sign-out,
 * the customer query, joining the club (`/api/customer/update`) and the settings
 * (`/api/user/update`). Each validates its input with zod and answers errors as
 * `{error: {code, message}}`; routes wrap them in `handle()` for the Origin check.
 * Codes name a text in the account dictionary, so the page shows it in the
 * shopper's language.
 */

import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import { attachGuestOrders } from "#lib/commerce/orders/orders.server.ts";
import type { Database } from "#lib/db/client.server.ts";
import { handle } from "#lib/http/api.server.ts";
import { BODY_LIMITS, readJsonBody } from "#lib/http/body.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { errorResponse, json } from "#lib/http/responses.ts";
import { requestLogger } from "#lib/log/logger.server.ts";
import { DEFAULT_MARKET, type Storefront, storefront } from "#lib/markets/markets.ts";
import { parseStorefrontPath } from "#lib/markets/paths.ts";
import { type Auth, authRequest, getAuth, inBackground } from "./auth.server.ts";
import { getCustomer, sendMail, setConsents, updateProfile } from "./customer.server.ts";
import { type Customer, canJoin, isMember, MEMBER_TERMS } from "./customer.ts";
import {
  changePasswordSchema,
  customerConsentsSchema,
  customerUpdateSchema,
  forgotPasswordSchema,
  identitySchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  userUpdateSchema,
} from "./customer-input.ts";
import { verifyEclub } from "./eclub.server.ts";
import { type FieldErrors, fieldErrors } from "./field-errors.ts";
import { clear, hit, SIGN_IN_PER_ACCOUNT } from "./limits.server.ts";
import { accountExistsMail, welcomeMail } from "./mail.ts";
import { resetPageUrl, verifyPageUrl } from "./password-reset.ts";
import { accountPath } from "./paths.ts";

/** A readable cookie that only says "someone is signed in here", so static pages know to ask for the menu. */
export const SIGNED_IN_HINT = "ln_account";
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ln\.session_token=/;
const HINT_MAX_AGE = 60 * 60 * 24 * 30;

export interface AccountContext {
  request: Request;
  url: URL;
  clientAddress: string;
  cookies: CookieJar;
  db: Database;
  auth: Auth;
}

type Session = { user: { id: string; email: string; emailVerified?: boolean } };

/** The signed-in shopper's session, or null (no database work without a session cookie). */
export async function currentSession(auth: Auth, request: Request): Promise<Session | null> {
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  return (await auth.api.getSession({ headers: request.headers })) as Session | null;
}

/** The signed-in shopper's customer record, or null. */
export async function currentCustomer(db: Database, auth: Auth, request: Request): Promise<Customer | null> {
  const session = await currentSession(auth, request);
  return session ? getCustomer(db, session.user.id) : null;
}

/** True when the request comes from a member of the club (the cart's discount). */
export async function memberOf(db: Database, auth: Auth, request: Request): Promise<boolean> {
  return isMember(await currentCustomer(db, auth, request));
}

function withCookies(response: Response, from: Response): Response {
  for (const cookie of from.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

function hint(ctx: AccountContext, on: boolean): void {
  ctx.cookies.set(SIGNED_IN_HINT, on ? "1" : "", { ...cookieOptions(ctx.url, on ? HINT_MAX_AGE : 0), httpOnly: false });
}

/** Refused for now: Retry-After says when to try again, and the page says it in the shopper's language. */
function rateLimited(retryAfter: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return errorResponse(429, "RATE_LIMITED", `Too many attempts; try again in ${seconds} seconds.`, {
    "Retry-After": String(seconds),
  });
}

/** A refusal that names the fields at fault (`fields`: field name to message key), so the page marks each one. */
function invalidFields(status: number, code: string, message: string, fields: FieldErrors): Response {
  return json({ error: { code, message, fields } }, status);
}

/** A form's input, or the answer naming each wrong field (issue 25: "registration errors name no field"). */
function parseForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { ok: true; value: z.output<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = fieldErrors(parsed.error.issues, body);
  return { ok: false, response: invalidFields(400, "INVALID_INPUT", z.prettifyError(parsed.error), fields) };
}

/** better-auth's failures as the shop's codes (their texts are in the account dictionary). */
async function authFailure(res: Response): Promise<Response> {
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  if (res.status === 429) return rateLimited(Number(res.headers.get("X-Retry-After")) || 60);
  if (body.code === "INVALID_EMAIL_OR_PASSWORD" || res.status === 401)
    return errorResponse(401, "INVALID_CREDENTIALS", "The e-mail or password is wrong.");
  if (body.code?.startsWith("USER_ALREADY_EXISTS"))
    return errorResponse(409, "EMAIL_TAKEN", "There is already an account with this e-mail.");
  if (body.code?.startsWith("PASSWORD_TOO"))
    return invalidFields(400, "WEAK_PASSWORD", "The password is too short or too long.", {
      password: body.code === "PASSWORD_TOO_LONG" ? "passwordTooLong" : "passwordTooShort",
    });
  return errorResponse(400, "UNKNOWN", "The request could not be completed.");
}

const readBody = (request: Request) => readJsonBody(request, BODY_LIMITS.cart);

/**
 * The shop's public origin for links in mails: SITE_URL as the build knew it, not the
 * request's Host, which a client may forge. Tests, outside a build, use the request's.
 */
function publicOrigin(url: URL): string {
  const site = (import.meta.env as { SITE?: string } | undefined)?.SITE;
  return site ? new URL(site).origin : url.origin;
}

/** The storefront a form names (its mails' language), else the one of the address it came from, else the default. */
function storefrontOf(path: string | undefined, request: Request): Storefront {
  const referer = request.headers.get("referer");
  const fromReferer = referer && URL.canParse(referer) ? new URL(referer).pathname : "";
  return (parseStorefrontPath(path ?? "") ?? parseStorefrontPath(fromReferer))?.storefront ?? storefront(DEFAULT_MARKET);
}

/**
 * Sign-in. Two limits: better-auth's per client address, and the account's own
 * (SIGN_IN_PER_ACCOUNT, limits.server.ts), counted before the password is checked so
 * that guesses from many addresses at once cannot slip past it; the owner's sign-in
 * starts the count again. Unknown e-mails are counted alike, so the limit tells nothing.
 */
export async function signIn(ctx: AccountContext): Promise<Response> {
  const parsed = parseForm(signInSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  const attempt = await hit(ctx.db, SIGN_IN_PER_ACCOUNT, input.email);
  if (!attempt.allowed) {
    requestLogger(ctx.request).warn({ retryAfter: attempt.retryAfter }, "sign-in refused: too many attempts for one account");
    return rateLimited(attempt.retryAfter);
  }
  const res = await ctx.auth.handler(authRequest(ctx.url, "/sign-in/email", ctx.request, ctx.clientAddress, input));
  if (!res.ok) return authFailure(res);
  await clear(ctx.db, SIGN_IN_PER_ACCOUNT, input.email);
  const { user } = (await res.json()) as { user: { id: string; email: string; emailVerified?: boolean } };
  // Orders placed as a guest since the last visit, with this confirmed address, join the account.
  if (user.emailVerified) await attachGuestOrders(ctx.db, user.id, user.email);
  hint(ctx, true);
  return withCookies(json(await getCustomer(ctx.db, user.id)), res);
}

/**
 * Registration answers 201 `{ok: true}` for a new address and for one that has an account
 * alike (issue 26: no account enumeration): the owner of a taken address gets a mail
 * saying so, and the password is hashed as a sign-up would, so both take as long. Only a
 * new account is signed in; the page tells the other to look in the inbox.
 */
export async function register(ctx: AccountContext): Promise<Response> {
  const parsed = parseForm(registerSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  const sf = storefrontOf(input.storefront, ctx.request);
  const res = await ctx.auth.handler(
    authRequest(ctx.url, "/sign-up/email", ctx.request, ctx.clientAddress, {
      name: input.firstName,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      mobilePhone: input.mobilePhone,
      // Where the confirmation mail's link leads (auth.server.ts mails the shop's page of this storefront).
      callbackURL: verifyPageUrl(publicOrigin(ctx.url), sf),
    }),
  );
  const login = `${publicOrigin(ctx.url)}${accountPath(sf, "login")}`;
  const registered = () => json({ ok: true }, 201);
  if (!res.ok) {
    const failure = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (!failure.code?.startsWith("USER_ALREADY_EXISTS")) return authFailure(res);
    const context = await ctx.auth.$context;
    await context.password.hash(input.password);
    inBackground(
      context.internalAdapter.findUserByEmail(input.email).then((found) => {
        if (!found) return;
        const name = (found.user as { firstName?: string }).firstName || found.user.name;
        return sendMail(ctx.db, accountExistsMail(sf.language, { email: found.user.email, name }, login));
      }),
    );
    return registered();
  }
  const { user } = (await res.json()) as { user: { id: string } };
  await setConsents(ctx.db, user.id, [{ id: MEMBER_TERMS, value: input.memberTerms }]);
  inBackground(
    sendMail(ctx.db, welcomeMail(sf.language, { email: input.email, name: input.firstName }, login, input.memberTerms)),
  );
  hint(ctx, true);
  return withCookies(registered(), res);
}

/**
 * The least time a reset request takes to answer. The mail leaves after the answer, but a
 * known address still writes its link's token where an unknown one only reads (about 15 ms
 * more on PGlite): answering every request after the same floor hides that (issue 26).
 */
export const RESET_ANSWER_MS = 200;

/**
 * A reset link by mail (to the outbox, or SMTP), in the language of the storefront it was
 * asked from. The answer is the same whether the e-mail has an account or not.
 */
export async function forgotPassword(ctx: AccountContext): Promise<Response> {
  const parsed = parseForm(forgotPasswordSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  const redirectTo = resetPageUrl(publicOrigin(ctx.url), storefrontOf(input.storefront, ctx.request));
  const floor = delay(RESET_ANSWER_MS);
  const res = await ctx.auth.handler(
    authRequest(ctx.url, "/request-password-reset", ctx.request, ctx.clientAddress, { email: input.email, redirectTo }),
  );
  if (!res.ok) return authFailure(res);
  await floor;
  return json({ ok: true });
}

/**
 * A new confirmation link for the signed-in customer whose address is not confirmed yet
 * (rate-limited by better-auth); an address already confirmed gets nothing, and the same answer.
 */
export async function resendVerification(ctx: AccountContext): Promise<Response> {
  const session = await currentSession(ctx.auth, ctx.request);
  if (!session) return unauthenticated();
  const input = resendVerificationSchema.parse(await readBody(ctx.request));
  if (session.user.emailVerified) return json({ ok: true });
  const callbackURL = verifyPageUrl(publicOrigin(ctx.url), storefrontOf(input.storefront, ctx.request));
  const res = await ctx.auth.handler(
    authRequest(ctx.url, "/send-verification-email", ctx.request, ctx.clientAddress, { email: session.user.email, callbackURL }),
  );
  if (!res.ok) return authFailure(res);
  return json({ ok: true });
}

/** A new password with the token of a reset link: the link works once, and every session of the account ends. */
export async function resetPassword(ctx: AccountContext): Promise<Response> {
  const parsed = parseForm(resetPasswordSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  const res = await ctx.auth.handler(
    authRequest(ctx.url, "/reset-password", ctx.request, ctx.clientAddress, { token: input.token, newPassword: input.password }),
  );
  if (res.ok) return json({ ok: true });
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  if (body.code === "INVALID_TOKEN" || body.code === "USER_NOT_FOUND")
    return errorResponse(400, "INVALID_TOKEN", "The link has expired or has been used.");
  return authFailure(res);
}

/** The settings' password change: the current password proves it is the owner; every other session ends. */
export async function changePassword(ctx: AccountContext): Promise<Response> {
  const session = await currentSession(ctx.auth, ctx.request);
  if (!session) return errorResponse(401, "UNAUTHENTICATED", "Sign in first.");
  const parsed = parseForm(changePasswordSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  const res = await ctx.auth.handler(
    authRequest(ctx.url, "/change-password", ctx.request, ctx.clientAddress, { ...input, revokeOtherSessions: true }),
  );
  if (res.ok) return withCookies(json({ ok: true }), res);
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  if (body.code === "INVALID_PASSWORD") return errorResponse(400, "WRONG_PASSWORD", "The current password is wrong.");
  return authFailure(res);
}

/** Logout (specification 4): signs out and deletes the cart and checkout cookies; the page then goes to /. */
export async function signOut(ctx: AccountContext): Promise<Response> {
  const res = await ctx.auth.handler(authRequest(ctx.url, "/sign-out", ctx.request, ctx.clientAddress, {}));
  for (const name of ["cartToken", "checkoutToken"]) ctx.cookies.set(name, "", cookieOptions(ctx.url, 0));
  hint(ctx, false);
  return withCookies(json({ ok: true }), res);
}

const unauthenticated = () => errorResponse(401, "UNAUTHENTICATED", "Sign in first.");

/** The customer query (specification 7): the signed-in shopper's record. */
export async function customerQuery(ctx: AccountContext): Promise<Response> {
  const customer = await currentCustomer(ctx.db, ctx.auth, ctx.request);
  if (!customer) {
    if (ctx.cookies.get(SIGNED_IN_HINT)) hint(ctx, false);
    return unauthenticated();
  }
  return json(customer);
}

/** Joining the club (specification 5 and 7): the member terms consent for the signed-in customer. */
export async function joinClub(ctx: AccountContext): Promise<Response> {
  const session = await currentSession(ctx.auth, ctx.request);
  if (!session) return unauthenticated();
  const input = customerUpdateSchema.parse(await readBody(ctx.request));
  // The page swallows a refused join (specification 8); the server says why in its log.
  const refuse = (status: 403 | 422, code: string, message: string) => {
    requestLogger(ctx.request).warn({ customerId: session.user.id, code }, "member join refused");
    return errorResponse(status, code, message);
  };
  if (input.contact.contactId !== session.user.id || input.contact.email !== session.user.email.toLowerCase())
    return refuse(403, "CONTACT_MISMATCH", "The contact is not the signed-in customer.");
  const customer = await getCustomer(ctx.db, session.user.id);
  if (!canJoin(session.user.email, customer)) return refuse(422, "PHONE_REQUIRED", "Add a mobile phone number first.");
  await setConsents(ctx.db, session.user.id, input.consents);
  return json(await getCustomer(ctx.db, session.user.id));
}

/**
 * The consent sync (specification 5): the browser sends the advertising consents only
 * when they differ from the record's (site/lib/shell/consent.client.ts); the answer is the record.
 */
export async function syncConsents(ctx: AccountContext): Promise<Response> {
  const session = await currentSession(ctx.auth, ctx.request);
  if (!session) return unauthenticated();
  const input = customerConsentsSchema.parse(await readBody(ctx.request));
  await setConsents(ctx.db, session.user.id, input.consents);
  return json(await getCustomer(ctx.db, session.user.id));
}

/** The settings (POST /api/user/update): the answer becomes the page's user data. */
export async function updateUser(ctx: AccountContext): Promise<Response> {
  const session = await currentSession(ctx.auth, ctx.request);
  if (!session) return unauthenticated();
  const parsed = parseForm(userUpdateSchema, await readBody(ctx.request));
  if (!parsed.ok) return parsed.response;
  const input = parsed.value;
  if (input.memberTerms && !input.mobilePhone)
    return invalidFields(422, "PHONE_REQUIRED", "Members need a mobile phone number.", { mobilePhone: "phoneMember" });
  await updateProfile(ctx.db, session.user.id, { firstName: input.firstName, mobilePhone: input.mobilePhone || null });
  await setConsents(ctx.db, session.user.id, [{ id: MEMBER_TERMS, value: input.memberTerms }]);
  return json(await getCustomer(ctx.db, session.user.id));
}

/** What an Astro API route passes on. */
interface RouteContext {
  request: Request;
  url: URL;
  cookies: CookieJar;
  clientAddress: string;
}

/** An account API route: the Origin check and error handling of `handle()`, the shop's database and better-auth. */
export function accountRoute(work: (ctx: AccountContext) => Promise<Response>) {
  return ({ request, url, cookies, clientAddress }: RouteContext) =>
    handle(request, url, async () => {
      const { getDatabase } = await import("#lib/db/client.server.ts");
      const db = getDatabase().db;
      return work({ request, url, cookies, clientAddress, db, auth: await getAuth() });
    });
}

/** For the cart routes: is the shopper behind this request a member (the discount)? */
export async function requestIsMember(request: Request): Promise<boolean> {
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return false;
  const { getDatabase } = await import("#lib/db/client.server.ts");
  return memberOf(getDatabase().db, await getAuth(), request);
}

/**
 * The identity call (specification 7, soft login): a signed, unexpired eclub token of a
 * known customer answers `{contact: "<JSON {contactId}>"}`. It identifies, it does not
 * sign in: nothing private is shown to a soft-logged-in shopper.
 */
export async function identity(ctx: AccountContext, secret: string): Promise<Response> {
  const { eclub } = identitySchema.parse(await readBody(ctx.request));
  const claims = verifyEclub(secret, eclub);
  if (!claims) return errorResponse(400, "INVALID_ECLUB", "The eclub token is not valid or has expired.");
  if (!(await getCustomer(ctx.db, claims.contactId))) return errorResponse(404, "UNKNOWN_CONTACT", "No such contact.");
  return json({ contact: JSON.stringify({ contactId: claims.contactId }) });
}
