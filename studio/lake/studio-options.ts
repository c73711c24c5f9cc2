import type { WorkspaceOptions } from "sanity";

/**
 * Workspace options for a Studio built to run against the local Content Lake
 * (`SANITY_STUDIO_LAKE=1`, see docs/adr). The Studio is served by the lake
 * itself, so the API host is the page's own host: the Studio's client prefixes
 * the project id (`https://<projectId>.<host>`), and a page already opened on
 * that project host strips it back off.
 */
export function lakeWorkspaceOptions(
  enabled: string | undefined,
  projectId: string,
): Pick<WorkspaceOptions, "apiHost" | "auth"> | Record<string, never> {
  if (enabled !== "1" && enabled !== "true") return {};
  const location = typeof window === "undefined" ? undefined : window.location;
  if (!location) return { apiHost: "https://localhost", auth: { loginMethod: "token" } };
  const prefix = `${projectId}.`;
  const host = location.host.startsWith(prefix) ? location.host.slice(prefix.length) : location.host;
  return { apiHost: `${location.protocol}//${host}`, auth: { loginMethod: "token" } };
}
