/**
 * The address book's API (issue 29.6): GET and POST /api/user/addresses, PUT and DELETE
 * /api/user/addresses/{id}. Signed-in customers only; every answer is the whole book, so
 * the page shows what is stored. Bad input answers `{error: {code, message, fields}}`, the
 * fields naming keys of the checkout's error texts (the same rules, the same words).
 */
import { BODY_LIMITS, readJsonBody } from "#lib/http/body.ts";
import { errorResponse, json } from "#lib/http/responses.ts";
import { AddressBookError, addAddress, deleteAddress, listAddresses, updateAddress } from "./address-book.server.ts";
import { type AddressInput, parseAddress, parseAddressId } from "./address-book.ts";
import { type AccountContext, currentSession } from "./http.server.ts";

const unauthenticated = () => errorResponse(401, "UNAUTHENTICATED", "Sign in first.");
const notFound = () => errorResponse(404, "ADDRESS_NOT_FOUND", "No such address in this address book.");

async function signedIn(ctx: AccountContext): Promise<string | null> {
  return (await currentSession(ctx.auth, ctx.request))?.user.id ?? null;
}

async function input(ctx: AccountContext): Promise<{ ok: true; value: AddressInput } | { ok: false; response: Response }> {
  const parsed = parseAddress(await readJsonBody(ctx.request, BODY_LIMITS.cart));
  if (parsed.ok) return parsed;
  const fields = Object.keys(parsed.errors).join(", ");
  return {
    ok: false,
    response: json({ error: { code: "INVALID_INPUT", message: `Check these fields: ${fields}.`, fields: parsed.errors } }, 400),
  };
}

function refused(error: unknown): Response {
  if (!(error instanceof AddressBookError)) throw error;
  return error.code === "ADDRESS_BOOK_FULL" ? errorResponse(409, error.code, error.message) : notFound();
}

export async function getAddresses(ctx: AccountContext): Promise<Response> {
  const customerId = await signedIn(ctx);
  if (!customerId) return unauthenticated();
  return json({ addresses: await listAddresses(ctx.db, customerId) });
}

export async function postAddress(ctx: AccountContext): Promise<Response> {
  const customerId = await signedIn(ctx);
  if (!customerId) return unauthenticated();
  const parsed = await input(ctx);
  if (!parsed.ok) return parsed.response;
  try {
    return json({ addresses: await addAddress(ctx.db, customerId, parsed.value) }, 201);
  } catch (error) {
    return refused(error);
  }
}

export async function putAddress(ctx: AccountContext, rawId: string | undefined): Promise<Response> {
  const customerId = await signedIn(ctx);
  if (!customerId) return unauthenticated();
  const id = parseAddressId(rawId);
  if (id === null) return notFound();
  const parsed = await input(ctx);
  if (!parsed.ok) return parsed.response;
  try {
    return json({ addresses: await updateAddress(ctx.db, customerId, id, parsed.value) });
  } catch (error) {
    return refused(error);
  }
}

export async function removeAddress(ctx: AccountContext, rawId: string | undefined): Promise<Response> {
  const customerId = await signedIn(ctx);
  if (!customerId) return unauthenticated();
  const id = parseAddressId(rawId);
  if (id === null) return notFound();
  try {
    return json({ addresses: await deleteAddress(ctx.db, customerId, id) });
  } catch (error) {
    return refused(error);
  }
}
