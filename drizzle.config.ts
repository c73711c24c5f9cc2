import { defineConfig } from "drizzle-kit";

/** Migrations are generated from site/lib/db/schema.server.ts with `npm run db:generate` and committed. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./site/lib/db/schema.server.ts",
  out: "./site/lib/db/migrations",
  strict: true,
});
