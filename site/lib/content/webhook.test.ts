/**
 * The webhook route as Sanity calls it: a signed POST through the route module,
 * seen by the render cache and the content source through the one change path.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "#lib/config.server.ts";
import { POST } from "#pages/api/content/changed.ts";
import { type ContentChange, onContentChange, WEBHOOK_SEEN_MESSAGE, webhookDeliveriesSeen } from "./change-bus.server.ts";
import { ReplayGuard, SIGNATURE_MAX_AGE_MS } from "./webhook.server.ts";

const SECRET = "webhook-test-secret";
const body = JSON.stringify({ _id: "menu-sv-primary", _type: "menu", language: "sv", market: null });

async function delivery(payload: string, signature: string | null, key: string = crypto.randomUUID()): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": key };
  if (signature) headers[SIGNATURE_HEADER_NAME] = signature;
  const request = new Request("http://shop.test/api/content/changed", { method: "POST", headers, body: payload });
  return POST({ request } as Parameters<typeof POST>[0]) as Promise<Response>;
}

describe("POST /api/content/changed", () => {
  const changes: ContentChange[] = [];
  const stop = onContentChange((change) => changes.push(change));
  vi.stubEnv("SANITY_WEBHOOK_SECRET", SECRET);
  resetConfig();
  afterEach(() => {
    changes.length = 0;
    // Each test its own deliveries: two signed in the same millisecond would be one.
    webhookDeliveriesSeen().clear();
  });

  it("applies a well-signed change to every cache in the process", async () => {
    const res = await delivery(body, await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ applied: true, ids: ["menu-sv-primary"], purged: ["lang:sv"] });
    expect(changes).toEqual([{ ids: ["menu-sv-primary"], types: ["menu"], languages: ["sv"], markets: [] }]);
  });

  it("refuses a wrong signature with 401 and changes nothing", async () => {
    const res = await delivery(body, await encodeSignatureHeader(body, Date.now(), "another-secret"));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "SIGNATURE_INVALID" } });
    const tampered = await delivery(body.replace("sv", "fi"), await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(tampered.status).toBe(401);
    expect(changes).toEqual([]);
  });

  it("refuses a missing or malformed signature with 401 and changes nothing", async () => {
    const missing = await delivery(body, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { code: "SIGNATURE_MISSING" } });
    expect((await delivery(body, "t=1,v1=nonsense")).status).toBe(401);
    expect(changes).toEqual([]);
  });

  it("applies a replayed delivery once, and refuses an old captured one", async () => {
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await delivery(body, signature, "00000000-0000-4000-8000-000000000001")).status).toBe(200);
    const again = await delivery(body, signature, "00000000-0000-4000-8000-000000000001");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ applied: false, duplicate: true });
    expect(changes).toHaveLength(1);
    const old = await delivery(body, await encodeSignatureHeader(body, Date.now() - 2 * 60 * 60 * 1000, SECRET));
    expect(old.status).toBe(401);
    expect(changes).toHaveLength(1);
  });

  it("applies a captured delivery once however many idempotency keys it is replayed with", async () => {
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await (await delivery(body, signature, `replay-${i}`)).json());
    expect(answers.filter((answer) => answer.applied)).toHaveLength(1);
    expect(changes).toHaveLength(1);
    // The same header with other spacing is the same signature: still one delivery.
    await delivery(body, signature.replace(",", ", "), "replay-spaced");
    expect(changes).toHaveLength(1);
    // Sanity's retry of a delivery is signed anew but keeps its idempotency key: applied once too.
    await delivery(body, await encodeSignatureHeader(body, Date.now() + 1, SECRET), "replay-0");
    expect(changes).toHaveLength(1);
  });

  it("knows a delivery another process of the cluster applied", async () => {
    const sent: unknown[] = [];
    const send = process.send;
    process.send = ((message: unknown) => sent.push(message) > 0) as typeof process.send;
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    try {
      expect(await (await delivery(body, signature, "cluster-1")).json()).toMatchObject({ applied: true });
    } finally {
      process.send = send;
    }
    // The change itself goes to the other processes as before; the delivery's keys go with it.
    const seenMessages = sent.filter((message) => (message as { type: string }).type === WEBHOOK_SEEN_MESSAGE);
    expect(seenMessages).toEqual([{ type: WEBHOOK_SEEN_MESSAGE, keys: expect.any(Array), until: expect.any(Number) }]);
    // Another process: nothing seen yet but what the primary passes on (as scripts/serve.mjs keeps it).
    webhookDeliveriesSeen().clear();
    const { keys, until } = seenMessages[0] as { keys: string[]; until: number };
    for (const key of keys) webhookDeliveriesSeen().set(key, until);
    expect(await (await delivery(body, signature, "cluster-2")).json()).toMatchObject({ applied: false, duplicate: true });
    expect(changes).toHaveLength(1);
  });

  it("refuses a signature dated in the future (a window has two ends)", async () => {
    const res = await delivery(body, await encodeSignatureHeader(body, Date.now() + 2 * 60 * 60 * 1000, SECRET));
    expect(res.status).toBe(401);
    expect(changes).toEqual([]);
  });

  it("forgets a delivery once its signature is too old to be accepted, and no earlier", () => {
    let now = 1_800_000_000_000;
    const guard = new ReplayGuard(() => now);
    expect(guard.firstTime(["a"], now)).toBe(true);
    expect(guard.firstTime(["a"], now)).toBe(false);
    now += SIGNATURE_MAX_AGE_MS;
    expect(guard.firstTime(["a", "b"], now)).toBe(false);
    expect(guard.size).toBe(1);
    now += SIGNATURE_MAX_AGE_MS + 1;
    expect(guard.firstTime(["c"], now)).toBe(true);
    // "a" expired with its signature (refused as too old from then on), so it is no longer kept.
    expect(guard.size).toBe(1);
  });

  it("answers a body without _id and _type with 400, and a draft with nothing applied", async () => {
    const bad = JSON.stringify({ hello: "world" });
    expect((await delivery(bad, await encodeSignatureHeader(bad, Date.now(), SECRET))).status).toBe(400);
    const draft = JSON.stringify({ _id: "drafts.menu-sv-primary", _type: "menu", language: "sv" });
    const res = await delivery(draft, await encodeSignatureHeader(draft, Date.now(), SECRET));
    expect(await res.json()).toMatchObject({ applied: false });
    expect(changes).toEqual([]);
  });

  // The module tests share a worker's module graph (vitest.config.ts): the secret and the listener end here.
  afterAll(() => {
    stop();
    vi.unstubAllEnvs();
    resetConfig();
  });
});
