import type { SanityClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import type { CookieOptions } from "#lib/http/cookies.ts";
import { isValidPreview, PREVIEW_COOKIE, previewFromCookie } from "./draft-mode.server.ts";
import { endPreview, startPreview } from "./preview.server.ts";

const KEY = "k".repeat(43);
const SECRET = "s3cr3t-from-the-studio";

/** A project holding one preview secret the Studio wrote (what @sanity/preview-url-secret reads back). */
function project(secret: string | null): SanityClient {
  const client = {
    config: () => ({ token: "read-token" }),
    withConfig: () => client,
    fetch: async (_query: string, params: { secret: string }) => ({
      private:
        secret && params.secret === secret
          ? { _id: "drafts.abc", _updatedAt: new Date().toISOString(), secret, studioUrl: "https://studio.test/studio" }
          : null,
      public: null,
    }),
  };
  return client as unknown as SanityClient;
}

function jar() {
  const set = new Map<string, { value: string; options: CookieOptions }>();
  return {
    set,
    jar: { get: () => undefined, set: (n: string, value: string, options: CookieOptions) => set.set(n, { value, options }) },
  };
}

const link = (secret: string, pathname: string) =>
  new URL(
    `https://shop.test/api/preview?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
  );

describe("starting a preview from the Studio's link", () => {
  it("accepts the Studio's secret, sets a signed hour-long cookie and leads to the page", async () => {
    const cookies = jar();
    const response = await startPreview(link(SECRET, "/se/page/kontakta-oss"), cookies.jar, project(SECRET), KEY);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/se/page/kontakta-oss");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cookie = cookies.set.get(PREVIEW_COOKIE);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, maxAge: 3600 });
    expect(isValidPreview(KEY, cookie?.value)).toBe(true);
  });

  it("previews the release a link from a release names, and refuses a perspective that is no release", async () => {
    const cookies = jar();
    const url = link(SECRET, "/se");
    url.searchParams.set("sanity-preview-perspective", "rBlackFriday,drafts");
    const response = await startPreview(url, cookies.jar, project(SECRET), KEY);
    expect(response.headers.get("location")).toBe("/se");
    expect(previewFromCookie(KEY, cookies.set.get(PREVIEW_COOKIE)?.value)).toEqual(["rBlackFriday"]);
    url.searchParams.set("sanity-preview-perspective", "raw");
    const refused = jar();
    const answer = await startPreview(url, refused.jar, project(SECRET), KEY);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe("PREVIEW_PERSPECTIVE_INVALID");
    expect(refused.set.size).toBe(0);
  });

  it("refuses a wrong or expired secret with 401 and sets nothing", async () => {
    const cookies = jar();
    const response = await startPreview(link("guessed", "/se"), cookies.jar, project(SECRET), KEY);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("PREVIEW_LINK_INVALID");
    expect(cookies.set.size).toBe(0);
    expect((await startPreview(link(SECRET, "/se"), cookies.jar, project(null), KEY)).status).toBe(401);
  });

  it("never leads off the shop", async () => {
    const cookies = jar();
    const response = await startPreview(link(SECRET, "//evil.example/x"), cookies.jar, project(SECRET), KEY);
    expect(response.headers.get("location")).toBe("/");
  });

  it("says so when the shop reads no project that has drafts", async () => {
    const response = await startPreview(link(SECRET, "/se"), jar().jar, null, KEY);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("PREVIEW_UNAVAILABLE");
  });
});

describe("ending a preview", () => {
  it("clears the cookie and returns to the page, or home for an address off the shop", () => {
    const cookies = jar();
    const url = new URL("https://shop.test/api/preview/exit");
    const response = endPreview(url, cookies.jar, "/se/kille");
    expect(response.headers.get("location")).toBe("/se/kille");
    expect(cookies.set.get(PREVIEW_COOKIE)).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(endPreview(url, cookies.jar, "https://evil.example/").headers.get("location")).toBe("/");
  });
});
