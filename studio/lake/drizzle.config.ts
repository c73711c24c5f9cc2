import { defineConfig } from "drizzle-kit";

/** The lake's migrations: `npx drizzle-kit generate --config studio/lake/drizzle.config.ts`. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./studio/lake/store/schema.ts",
  out: "./studio/lake/store/migrations",
  strict: true,
});
