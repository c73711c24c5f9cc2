/**
 * `npm run outbox [e-mail]`: prints the newest mail the shop would have sent (the
 * `mail_outbox` table, ADR 17). With PGlite, run it while the shop is stopped.
 */
import { getDatabase } from "#lib/db/client.server.ts";
import { outbox } from "./customer.server.ts";

if (import.meta.main) {
  const handle = getDatabase();
  try {
    const mails = await outbox(handle.db, process.argv[2]);
    if (mails.length === 0) console.log("the outbox is empty");
    for (const m of mails)
      console.log(`#${m.id} ${m.createdAt.toISOString()} to ${m.to} (${m.kind})\n  ${m.subject}\n  ${m.text}\n`);
  } finally {
    await handle.close();
  }
}
