import type { SanityClient } from "@sanity/client";
import { describe, expect, it } from "vitest";
import type { CookieOptions } from "#lib/http/cookies.ts";
import { isValidPreview, PREVIEW_COOKIE, previewFromCookie } from "./draft-mode.server.ts";
import { categoryListing, endPreview, startPreview } from "./preview.server.ts";

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

  it("in the Presentation tool's frame, sets a partitioned cross-site cookie, not the shop's own", async () => {
    const framed = jar();
    const response = await startPreview(link(SECRET, "/se"), framed.jar, project(SECRET), KEY, Date.now(), true);
    expect(response.status).toBe(303);
    const cookie = framed.set.get(PREVIEW_COOKIE);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: "none", secure: true, partitioned: true });
    expect(isValidPreview(KEY, cookie?.value)).toBe(true);
    // The editor's own tab: the ordinary first-party cookie, never partitioned.
    const own = jar();
    await startPreview(link(SECRET, "/se"), own.jar, project(SECRET), KEY);
    expect(own.set.get(PREVIEW_COOKIE)?.options).toMatchObject({ sameSite: "lax" });
    expect(own.set.get(PREVIEW_COOKIE)?.options.partitioned).toBeUndefined();
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

describe("a category's listing from the Studio's locations", () => {
  const tree = async () => ({
    roots: [],
    byId: new Map([[182, { id: 182, slug: "skor", parent: null }]]) as never,
  });

  it("leads to the category's listing in the storefront", async () => {
    const response = await categoryListing(new URL("https://shop.test/api/preview/category?storefront=/se&id=182"), tree);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/se/kategorier/skor");
  });

  it("answers 400 for no storefront or a bad id, 404 for a category the shop lacks", async () => {
    for (const query of ["storefront=/xx&id=182", "storefront=/se&id=abc", "id=182", "storefront=/se/kille&id=182"]) {
      const response = await categoryListing(new URL(`https://shop.test/api/preview/category?${query}`), tree);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("CATEGORY_LINK_INVALID");
    }
    const missing = await categoryListing(new URL("https://shop.test/api/preview/category?storefront=/se&id=9"), tree);
    expect(missing.status).toBe(404);
  });
});
