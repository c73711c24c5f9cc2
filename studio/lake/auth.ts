/**
 * Local Studio users, their roles and their sign-in. Roles become the grants
 * the Studio reads from `/acl` and checks documents against (GROQ filters with
 * permissions); the lake checks every change of every transaction against the
 * same grants, so what the Studio greys out is also what the server refuses.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt } from "drizzle-orm";
import type { ExprNode } from "groq-js";
import { z } from "zod";
import type { Database } from "#lib/db/client.server.ts";
import { normalizeEmail } from "./email.ts";
import { type LakeDocument, matchesFilter, parseQuery } from "./groq.ts";
import { LakeError } from "./mutations.ts";
import { lakeSessions, lakeUsers } from "./store/schema.ts";
import type { DocumentChange } from "./store/store.ts";

export const ROLES = ["administrator", "editor", "marketer", "reader", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_TITLES: Record<Role, string> = {
  administrator: "Administrator",
  editor: "Editor",
  marketer: "Marketer",
  reader: "Reader",
  viewer: "Viewer",
};

export type Permission = "read" | "create" | "update" | "history";

/** One entry of Sanity's dataset ACL: documents matching the filter allow these permissions. */
export interface Grant {
  filter: string;
  permissions: Permission[];
}

const EVERYTHING = '_id in path("**")';
/** Published documents only: no draft, no release version (Sanity's `path("**")` alone matches no `drafts.` id either). */
const PUBLISHED = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))';
/** What a marketer may change: the alert banners and member offers (scheduled campaigns), in every language. */
export const MARKETER_TYPES = ["alertBanner", "memberOffer"] as const;
const ASSET_TYPES = '_type in ["sanity.imageAsset", "sanity.fileAsset"]';

export const ROLE_GRANTS: Record<Role, Grant[]> = {
  administrator: [{ filter: EVERYTHING, permissions: ["read", "create", "update", "history"] }],
  editor: [{ filter: EVERYTHING, permissions: ["read", "create", "update", "history"] }],
  marketer: [
    // Other people's drafts and releases are their unfinished work: a marketer sees what is published.
    { filter: PUBLISHED, permissions: ["read", "history"] },
    { filter: `_type in ${JSON.stringify(MARKETER_TYPES)}`, permissions: ["read", "create", "update", "history"] },
    // A picture for a banner: uploading one creates its asset document (an asset is never changed after).
    { filter: ASSET_TYPES, permissions: ["read", "create"] },
    // Campaigns: a marketer creates, schedules and publishes releases (of versions editors made of other types, ADR 38).
    { filter: '_type == "system.release"', permissions: ["read", "create", "update", "history"] },
    // "Preview in the shop" writes a preview secret with the user's own session (site/lib/content/draft-mode.server.ts).
    { filter: '_type == "sanity.previewUrlSecret"', permissions: ["read", "create", "update"] },
  ],
  // The shop's token: what shoppers may see, published documents; never a change.
  reader: [{ filter: PUBLISHED, permissions: ["read"] }],
  // Sanity's Viewer: everything, drafts included, read only. The shop's draft preview reads with it.
  viewer: [{ filter: EVERYTHING, permissions: ["read"] }],
};

/** The GROQ filter a role may read documents through (its read grants, any of them); undefined: everything. */
export function readFilter(role: Role): string | undefined {
  const grants = ROLE_GRANTS[role].filter((grant) => grant.permissions.includes("read"));
  if (grants.some((grant) => grant.filter === EVERYTHING)) return undefined;
  return grants.map((grant) => `(${grant.filter})`).join(" || ");
}

export interface LakeUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

const TOKEN_DAYS = 30;
const SID_MINUTES = 5;
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const newUserSchema = z.object({
  email: z.string().transform(normalizeEmail).pipe(z.email()),
  name: z.string().trim().min(1).max(100),
  role: z.enum(ROLES),
  password: z.string().min(10, "A password needs at least 10 characters").max(200),
});

function toUser(row: { id: string; email: string; name: string; role: string }): LakeUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : "marketer",
  };
}

export async function createUser(db: Database, input: z.input<typeof newUserSchema>): Promise<LakeUser> {
  const user = newUserSchema.parse(input);
  // Sanity user ids start with "p" followed by letters and digits; the Studio shows them nowhere but avatars key on them.
  const id = `p${randomBytes(6).toString("hex")}`;
  const [existing] = await db.select({ id: lakeUsers.id }).from(lakeUsers).where(eq(lakeUsers.email, user.email));
  if (existing) throw new LakeError(409, "USER_EXISTS", `A user with the email ${user.email} already exists`);
  await db
    .insert(lakeUsers)
    .values({ id, email: user.email, name: user.name, role: user.role, passwordHash: await hashPassword(user.password) });
  return { id, email: user.email, name: user.name, role: user.role };
}

export async function setPassword(db: Database, email: string, password: string): Promise<boolean> {
  const parsed = newUserSchema.shape.password.parse(password);
  const rows = await db
    .update(lakeUsers)
    .set({ passwordHash: await hashPassword(parsed) })
    .where(eq(lakeUsers.email, normalizeEmail(email)))
    .returning({ id: lakeUsers.id });
  return rows.length > 0;
}

export async function listUsers(db: Database): Promise<LakeUser[]> {
  return (await db.select().from(lakeUsers).orderBy(lakeUsers.email)).map(toUser);
}

/** The user whose email and password these are; undefined for a wrong pair (which one is never told). */
export async function checkCredentials(db: Database, email: string, password: string): Promise<LakeUser | undefined> {
  const wanted = normalizeEmail(email);
  // No account's email holds a NUL, and a text column cannot be asked for one.
  const [row] = wanted.includes("\0") ? [] : await db.select().from(lakeUsers).where(eq(lakeUsers.email, wanted));
  // A missing user still costs one hash, so timing does not tell which emails exist.
  const ok = await verifyPassword(password, row?.passwordHash ?? (await hashPassword("not a user")));
  return row && ok ? toUser(row) : undefined;
}

async function issue(db: Database, userId: string, kind: "token" | "sid", ttlMs: number, now: Date): Promise<string> {
  const secret = randomBytes(kind === "token" ? 32 : 24).toString("base64url");
  await db.insert(lakeSessions).values({
    secretHash: hashSecret(secret),
    kind,
    userId,
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  });
  return secret;
}

/** A one-time code for the Studio's sign-in callback (`#sid=`), exchanged for a token within minutes. */
export function issueSessionId(db: Database, userId: string, now = new Date()): Promise<string> {
  return issue(db, userId, "sid", SID_MINUTES * 60_000, now);
}

export function issueToken(db: Database, userId: string, now = new Date(), days = TOKEN_DAYS): Promise<string> {
  return issue(db, userId, "token", days * 86_400_000, now);
}

/** The user the shop reads the lake as: made on first need, with a password nobody knows. */
export const SHOP_READER_EMAIL = "shop@littlenorth.local";
/** The user the shop's draft preview reads the lake as (a viewer), made the same way. */
export const SHOP_PREVIEW_EMAIL = "preview@littlenorth.local";

/** A shop token with less time than this left is replaced at the lake's start. */
const SHOP_TOKEN_RENEW_DAYS = 30;

/**
 * The shop's read-only token (a year). A lake started again keeps the one it handed
 * out while it has a month left, so a shop still running with it is not cut off;
 * only then is it revoked and replaced (the shop reads the new one from the lake's
 * folder on its first 401, site/lib/content/sanity-source.server.ts).
 */
export function issueShopToken(db: Database, previous?: string, now = new Date()): Promise<string> {
  return issueRobotToken(db, { email: SHOP_READER_EMAIL, name: "Little North shop", role: "reader" }, previous, now);
}

/** The token of the shop's draft preview: a viewer's, kept and renewed as the shop's own (issueShopToken). */
export function issuePreviewToken(db: Database, previous?: string, now = new Date()): Promise<string> {
  return issueRobotToken(db, { email: SHOP_PREVIEW_EMAIL, name: "Little North preview", role: "viewer" }, previous, now);
}

async function issueRobotToken(
  db: Database,
  robot: { email: string; name: string; role: Role },
  previous: string | undefined,
  now: Date,
): Promise<string> {
  if (previous) {
    const holder = await userForToken(db, previous, new Date(now.getTime() + SHOP_TOKEN_RENEW_DAYS * 86_400_000));
    if (holder?.email === robot.email) return previous;
    await revokeToken(db, previous);
  }
  const [row] = await db
    .select({ id: lakeUsers.id, role: lakeUsers.role })
    .from(lakeUsers)
    .where(eq(lakeUsers.email, robot.email));
  // The robot's role is the one named here, whatever an older lake made it with.
  if (row && row.role !== robot.role) await db.update(lakeUsers).set({ role: robot.role }).where(eq(lakeUsers.id, row.id));
  const id = row?.id ?? (await createUser(db, { ...robot, password: randomBytes(24).toString("base64url") })).id;
  return issueToken(db, id, now, 365);
}

/** Trades a sign-in code for an API token; a code works once. */
export async function exchangeSessionId(db: Database, sid: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .delete(lakeSessions)
    .where(and(eq(lakeSessions.secretHash, hashSecret(sid)), eq(lakeSessions.kind, "sid")))
    .returning();
  if (!row || new Date(row.expiresAt) <= now) return undefined;
  return issueToken(db, row.userId, now);
}

export async function userForToken(db: Database, token: string, now = new Date()): Promise<LakeUser | undefined> {
  const [row] = await db
    .select({ id: lakeUsers.id, email: lakeUsers.email, name: lakeUsers.name, role: lakeUsers.role })
    .from(lakeSessions)
    .innerJoin(lakeUsers, eq(lakeUsers.id, lakeSessions.userId))
    .where(
      and(
        eq(lakeSessions.secretHash, hashSecret(token)),
        eq(lakeSessions.kind, "token"),
        gt(lakeSessions.expiresAt, now.toISOString()),
      ),
    );
  return row ? toUser(row) : undefined;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  await db.delete(lakeSessions).where(eq(lakeSessions.secretHash, hashSecret(token)));
}

const parsedGrants = new Map<string, ExprNode>();

/** Whether the user's grants let them read this document (any version of it, as it is stored). */
export function canRead(user: LakeUser, doc: LakeDocument): Promise<boolean> {
  return allows(user, "read", doc);
}

async function allows(user: LakeUser, permission: Permission, doc: LakeDocument): Promise<boolean> {
  for (const grant of ROLE_GRANTS[user.role]) {
    if (!grant.permissions.includes(permission)) continue;
    let tree = parsedGrants.get(grant.filter);
    if (!tree) {
      tree = parseQuery(`*[${grant.filter}]`);
      parsedGrants.set(grant.filter, tree);
    }
    if (await matchesFilter(tree, doc, {}, user.id)) return true;
  }
  return false;
}

/**
 * Refuses a change the user's grants do not allow: a new document needs
 * `create`, a changed or deleted one `update` on what it was (and a change
 * `update` on what it becomes, so nobody retypes a banner into a menu).
 */
export async function authorizeChange(user: LakeUser, { id, before, after }: DocumentChange): Promise<void> {
  const ok = before
    ? (await allows(user, "update", before)) && (!after || (await allows(user, "update", after)))
    : after
      ? await allows(user, "create", after)
      : true;
  if (!ok) {
    throw new LakeError(403, "PERMISSION_DENIED", `The ${user.role} role may not change "${id}"`, "mutationError", [
      { error: { description: `Insufficient permissions for "${id}"`, type: "insufficientPermissionsError", id } },
    ]);
  }
}
