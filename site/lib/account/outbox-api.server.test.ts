import { describe, expect, it } from "vitest";
import { outboxApiEnabled, outboxResponse } from "./outbox-api.server.ts";

describe("the local outbox over HTTP", () => {
  it("exists only when asked for, without SMTP, for this machine", () => {
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1" }, "127.0.0.1")).toBe(true);
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1" }, "::1")).toBe(true);
    expect(outboxApiEnabled({}, "127.0.0.1")).toBe(false);
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1", SMTP_URL: "smtp://mail.example" }, "127.0.0.1")).toBe(false);
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1" }, "203.0.113.9")).toBe(false);
    // Through a proxy, whatever address the client claims to come from.
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1" }, "127.0.0.1", new Headers({ "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(outboxApiEnabled({ MAIL_OUTBOX_API: "1" }, "127.0.0.1", new Headers({ forwarded: "for=127.0.0.1" }))).toBe(false);
  });

  it("answers 404 when off and 400 for a recipient that is no e-mail, before touching the database", async () => {
    const db = {} as never;
    const request = new Request("http://shop.test/api/dev/outbox?to=anna%40example.com");
    expect((await outboxResponse(db, request, "203.0.113.9", { MAIL_OUTBOX_API: "1" })).status).toBe(404);
    const bad = await outboxResponse(db, new Request("http://shop.test/api/dev/outbox?to=nope"), "127.0.0.1", {
      MAIL_OUTBOX_API: "1",
    });
    expect(bad.status).toBe(400);
  });
});
