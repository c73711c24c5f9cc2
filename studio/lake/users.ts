/**
 * The people of the Studio, managed from the command line (`npm run lake -- user …`):
 * list, add, set a password, remove. One function runs a command against a lake's
 * database; the running lake runs it for the CLI (./admin.ts), and the CLI runs it
 * itself only while no lake runs, so the database has one process at a time.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#lib/db/client.server.ts";
import { createUser, type LakeUser, listUsers, newUserSchema, SHOP_READER_EMAIL, setPassword } from "./auth.ts";
import { normalizeEmail } from "./email.ts";
import { LakeError } from "./mutations.ts";
import { lakeUsers } from "./store/schema.ts";

export const userCommandSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("list") }),
  z.object({
    action: z.literal("add"),
    email: newUserSchema.shape.email,
    role: newUserSchema.shape.role,
    name: newUserSchema.shape.name,
    password: newUserSchema.shape.password,
  }),
  z.object({ action: z.literal("password"), email: z.string().min(1), password: newUserSchema.shape.password }),
  z.object({ action: z.literal("remove"), email: z.string().min(1) }),
]);

export type UserCommand = z.input<typeof userCommandSchema>;
export type UserCommandResult = { users: LakeUser[] } | { user: LakeUser };

const unknownUser = (email: string) => new LakeError(404, "USER_NOT_FOUND", `No user ${email}`);

/** Runs one user command against a lake's database. */
export async function runUserCommand(db: Database, input: UserCommand): Promise<UserCommandResult> {
  const command = userCommandSchema.parse(input);
  switch (command.action) {
    case "list":
      return { users: await listUsers(db) };
    case "add":
      return { user: await createUser(db, command) };
    case "password": {
      const user = (await listUsers(db)).find((each) => each.email === normalizeEmail(command.email));
      if (!user || !(await setPassword(db, command.email, command.password))) throw unknownUser(command.email);
      return { user };
    }
    case "remove": {
      const email = normalizeEmail(command.email);
      // The running shop reads the lake with this account's token: removing it would cut the shop off.
      if (email === SHOP_READER_EMAIL) {
        throw new LakeError(409, "USER_IS_SHOP", `${SHOP_READER_EMAIL} is the shop's own account; it cannot be removed`);
      }
      // Their sessions go with them (on delete cascade): a removed editor's open Studio is signed out at once.
      const [row] = await db.delete(lakeUsers).where(eq(lakeUsers.email, email)).returning();
      if (!row) throw unknownUser(command.email);
      return { user: { id: row.id, email: row.email, name: row.name, role: row.role as LakeUser["role"] } };
    }
  }
}
