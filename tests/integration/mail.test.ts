/**
 * Mail over SMTP (SMTP_URL) against a local SMTP server: what the shop sends arrives
 * as written, and a mail server that is down loses nothing (the outbox keeps it).
 */
import { type AddressInfo, createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, sendMail } from "#lib/account/customer.server.ts";
import { resetMail } from "#lib/account/mail.ts";
import { closeTransports, SMTP_TIMEOUT_MS } from "#lib/account/smtp.server.ts";
import { type DatabaseHandle, openDatabase } from "#lib/db/client.server.ts";
import { migrate } from "#lib/db/migrate.server.ts";

/** The body of a quoted-printable or plain text part, decoded enough to read it. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("mail over SMTP", () => {
  let handle: DatabaseHandle;
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    handle = openDatabase({ dataDir: "memory://" });
    await migrate(handle);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.server.address() as AddressInfo).port;
  }, 30_000);

  afterAll(async () => {
    closeTransports();
    await new Promise<void>((done) => server.close(() => done()));
    await handle.close();
  });

  it("delivers a reset mail as written, from MAIL_FROM, and keeps it in the outbox", async () => {
    const link = "https://shop.example/de/login/reset?token=abcdefghijklmnopqrstuvwx";
    const mail = resetMail("de", { email: "jonas@example.com", name: "Jonas" }, link);
    await sendMail(handle.db, mail, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Little North <kundenservice@shop.example>",
    });
    await expect.poll(() => received.length).toBe(1);
    const [message] = received;
    expect(message?.from).toBe("kundenservice@shop.example");
    expect(message?.to).toEqual(["jonas@example.com"]);
    const text = decoded(message?.raw ?? "");
    expect(text).toContain("Hallo Jonas,");
    expect(text).toContain(link);
    expect((await outbox(handle.db, "jonas@example.com"))[0]?.subject).toBe("Neues Passwort wählen");
  });

  it("loses nothing when the mail server does not answer: the mail stays in the outbox and nothing throws", async () => {
    const mail = resetMail("sv", { email: "ines@example.com", name: "Ines" }, "https://shop.example/se/login/reset?token=x");
    await sendMail(handle.db, mail, { SMTP_URL: "smtp://127.0.0.1:1" });
    expect((await outbox(handle.db, "ines@example.com"))[0]?.text).toContain("Hej Ines!");
  });

  it("keeps a shopper waiting seconds, not minutes, when the mail server accepts and then says nothing", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    try {
      const mail = resetMail("fi", { email: "aino@example.com", name: "Aino" }, "https://shop.example/fi/login/reset?token=x");
      const started = Date.now();
      await sendMail(handle.db, mail, { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUT_MS + 4000);
      expect((await outbox(handle.db, "aino@example.com"))[0]?.text).toContain("Hei Aino!");
    } finally {
      silent.close();
    }
  }, 30_000);
});
