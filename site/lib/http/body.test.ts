import { describe, expect, it } from "vitest";
import { DRAIN_LIMIT, formText, hasNul, readBody, readFormBody, readJsonBody } from "./body.ts";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.example/api/cart/items", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks without a Content-Length, as a client streaming an upload does; `told` says how it ended. */
function chunked(
  total: number,
  chunk = 1024,
  told: { sent: number; cancelled: boolean } = { sent: 0, cancelled: false },
): Request {
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (told.sent >= total) return controller.close();
      told.sent += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(120));
    },
    cancel() {
      told.cancelled = true;
    },
  });
  return post(stream);
}

describe("request bodies", () => {
  it("reads a body within the limit", async () => {
    expect(new TextDecoder().decode(await readBody(post("hello"), 10))).toBe("hello");
    expect(await readJsonBody(post('{"a":[1]}'), 100)).toEqual({ a: [1] });
  });

  it("refuses a declared size over the limit with 413 before reading, then reads the body to its end", async () => {
    await expect(readBody(post("x".repeat(100), { "content-length": "100" }), 10)).rejects.toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
    const sending = { sent: 0, cancelled: false };
    const declared = post(chunked(64 * 1024, 1024, sending).body as ReadableStream, { "content-length": String(64 * 1024) });
    await expect(readBody(declared, 8 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(sending).toEqual({ sent: 64 * 1024, cancelled: false });
  });

  it("refuses a chunked body past the limit, reading the rest to its end so the connection can carry the 413", async () => {
    const sending = { sent: 0, cancelled: false };
    await expect(readBody(chunked(8 * 1024 * 1024, 64 * 1024, sending), 8 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(sending).toEqual({ sent: 8 * 1024 * 1024, cancelled: false });
    expect((await readBody(chunked(4 * 1024), 8 * 1024)).byteLength).toBe(4 * 1024);
  });

  it("cancels a chunked body that goes on past what is worth reading", async () => {
    const sending = { sent: 0, cancelled: false };
    await expect(readBody(chunked(64 * 1024 * 1024, 64 * 1024, sending), 8 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(sending.cancelled).toBe(true);
    expect(sending.sent).toBeLessThan(DRAIN_LIMIT + 256 * 1024);
  });

  it("answers bad JSON and NUL characters with 400", async () => {
    await expect(readJsonBody(post("{"), 100)).rejects.toMatchObject({ status: 400, code: "INVALID_JSON" });
    await expect(readJsonBody(post('{"ticket":"a\\u0000b"}'), 100)).rejects.toMatchObject({ status: 400, code: "INVALID_INPUT" });
    expect(hasNul({ a: [{ b: "ok" }, "x\u0000"] })).toBe(true);
    expect(hasNul({ "k\u0000": 1 })).toBe(true);
    expect(hasNul({ a: ["fine", 1, null] })).toBe(false);
  });

  it("reads forms and keeps their text free of control characters", async () => {
    const form = await readFormBody(post("a=1&b=x%00y", { "content-type": "application/x-www-form-urlencoded" }), 100);
    expect(form.get("a")).toBe("1");
    expect(formText(form.get("b"))).toBe("xy");
    expect(formText("line\nbreak\ttab", 5)).toBe("line\n");
    expect(formText(null)).toBe("");
  });
});
