/** The mails the shop sends, in the shopper's language (texts in the account dictionary). */
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Language } from "#lib/markets/markets.ts";
import type { Mail } from "./customer.server.ts";

export function welcomeMail(language: Language, to: { email: string; name: string }, link: string, member: boolean): Mail {
  const t = dictionary(language).account.mail;
  const text = fill(t.welcomeText, { name: to.name, link });
  return { to: to.email, subject: t.welcomeSubject, text: member ? `${text}\n\n${t.welcomeMember}` : text, kind: "welcome" };
}

export function resetMail(language: Language, to: { email: string; name: string }, link: string): Mail {
  const t = dictionary(language).account.mail;
  return { to: to.email, subject: t.resetSubject, text: fill(t.resetText, { name: to.name, link }), kind: "password-reset" };
}

export function verifyMail(language: Language, to: { email: string; name: string }, link: string): Mail {
  const t = dictionary(language).account.mail;
  return { to: to.email, subject: t.verifySubject, text: fill(t.verifyText, { name: to.name, link }), kind: "verify-email" };
}

/** To the owner of an address someone tried to register again: registration answers alike for both (issue 26). */
export function accountExistsMail(language: Language, to: { email: string; name: string }, link: string): Mail {
  const t = dictionary(language).account.mail;
  return { to: to.email, subject: t.existsSubject, text: fill(t.existsText, { name: to.name, link }), kind: "account-exists" };
}
