/** The local Content Lake the Studio tests drive: its port beside the shop's (E2E_PORT + 30; + 20 is the TLS proxy), and the users it creates for them. */
export function lakePortFor(shopPort: number): number {
  return Number(process.env.E2E_LAKE_PORT) || shopPort + 30;
}

export const LAKE_PROJECT = "littlenorth";

/** The Studio's origin: the project's own host, where the Studio's client sends every request. */
export function lakeOrigin(): string {
  return `https://${LAKE_PROJECT}.localhost:${lakePortFor(Number(process.env.E2E_PORT) || 4329)}`;
}

export const LAKE_TEST_USERS = [
  { email: "eva.editor@example.com", name: "Eva Editor", role: "editor", password: "e2e editor password" },
  { email: "mona.marketer@example.com", name: "Mona Marketer", role: "marketer", password: "e2e marketer password" },
] as const;
