import { describe, expect, it } from "vitest";
import { allowHeader } from "./responses.ts";

/** Every API route module, as Astro loads it. */
const routes = import.meta.glob<Record<string, unknown>>("../../pages/api/**/*.ts", { eager: true });
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describe("API routes", () => {
  it("exist", () => {
    expect(Object.keys(routes).length).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.entries(routes))(
    "%s answers other methods with 405, Allow naming what it exports, as JSON",
    async (_path, mod) => {
      const exported = METHODS.filter((m) => typeof mod[m] === "function");
      expect(exported.length).toBeGreaterThan(0);
      expect(typeof mod.ALL).toBe("function");
      const res = (await (mod.ALL as () => Response | Promise<Response>)()) as Response;
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe(allowHeader(exported));
      expect(await res.json()).toMatchObject({ error: { code: "METHOD_NOT_ALLOWED" } });
    },
  );
});
