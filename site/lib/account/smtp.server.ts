/**
 * Mail delivery over SMTP (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com`), with
 * nodemailer. Every mail is first written to the outbox table, so a mail server that
 * is down loses nothing: the failure is logged and the mail stays on record there.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "#lib/log/logger.server.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export const DEFAULT_MAIL_FROM = "Little North <no-reply@littlenorth.example>";
/** How long a mail server may keep a shopper waiting at each step. */
export const SMTP_TIMEOUT_MS = 8_000;

const transports = new Map<string, Transporter>();
const log = logger.child({ component: "mail" });

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // A pool: sign-ups and reset requests come in bursts, and one connection per mail is slow.
    // The shopper's request waits for delivery, so a server that stalls is given seconds, not
    // nodemailer's minutes; the mail is in the outbox either way.
    transport = nodemailer.createTransport({
      url,
      pool: true,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(url, transport);
  }
  return transport;
}

/** Sends one mail; true when the server accepted it. Never throws: callers have already kept the mail. */
export async function deliver(url: string, from: string, mail: OutgoingMail): Promise<boolean> {
  try {
    await transportFor(url).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    return true;
  } catch (error) {
    log.error({ err: error, to: mail.to, subject: mail.subject }, "mail not delivered; it is kept in the outbox");
    return false;
  }
}

/** Closes the pooled connections (tests, and a process that stops). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
