/**
 * Edit marks (issue 28, ADR 40): a preview's page marks every text and picture that comes
 * from content with the `data-sanity` attribute the Presentation tool's overlay reads
 * (document, type, the field's path), and a shopper's page carries none at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderInPreview } from "#lib/content/draft-mode.server.ts";
import { openShop, type Shop, seedDocuments } from "./shop.ts";

/** Every marked element: its tag, its mark and the text right inside it. */
function marks(html: string): { tag: string; mark: string; text: string }[] {
  return [...html.matchAll(/<(\w+)\b[^>]*?\sdata-sanity="([^"]*)"[^>]*>([^<]*)/g)].map((m) => ({
    tag: m[1] as string,
    mark: (m[2] as string).replaceAll("&amp;", "&"),
    text: (m[3] as string).trim(),
  }));
}

const mark = (id: string, type: string, path: string) => `id=${id};type=${type};path=${path};base=%2Fstudio`;

/** The text shown with a mark, or undefined when the page has no element with it. */
const textOf = (html: string, value: string) => marks(html).find((m) => m.mark === value)?.text;

const HOME = { route: "index.astro", params: { market: "se" }, path: "/se" } as const;
const CONTACT = { route: "page/[slug].astro", params: { market: "se", slug: "kontakta-oss" }, path: "/se/page/kontakta-oss" };
const CLUB = { route: "page/[slug].astro", params: { market: "se", slug: "medlemsklubb" }, path: "/se/page/medlemsklubb" };

describe("edit marks", () => {
  let shop: Shop;
  let home: { public: string; preview: string };
  beforeAll(async () => {
    shop = await openShop(seedDocuments());
    const render = (page: typeof HOME | typeof CONTACT | typeof CLUB) => shop.render(page.route, page.params, page.path);
    home = { public: await render(HOME), preview: await renderInPreview(() => render(HOME)) };
  }, 180_000);
  afterAll(() => shop?.close());

  it("a shopper's page carries no mark, nor any trace of one", async () => {
    expect(home.public).not.toContain("data-sanity");
    expect(home.public).not.toContain("data-editing");
    const contact = await shop.render(CONTACT.route, CONTACT.params, CONTACT.path);
    expect(contact).not.toContain("data-sanity");
    // The mobile menu's props (the island's attribute) are the compact lines, nothing more.
    expect(home.public).not.toContain("type=menu");
  });

  it("marks the perks of the top bar and the market switchers with the perk's text and link text", () => {
    const text = mark("perk-sv-se-free-shipping", "perk", "text");
    const lines = marks(home.preview).filter((m) => m.mark === text);
    // The top bar's carousel, and the switcher's perk list in the top bar and the footer.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // Only a preview's carousel stops on the perk an editor clicks.
    expect(home.preview).toMatch(/<section class="perk-carousel"[^>]*\sdata-editing/);
    expect(home.preview).toMatch(
      new RegExp(`<p class="perk-carousel__line"[^>]*><span class="perk__text" data-sanity="${text}">`),
    );
  });

  it("marks the mega menu's labels at every level with the primary menu's item names", () => {
    expect(textOf(home.preview, mark("menu-sv-primary", "menu", "items:p1l.name"))).toBe("Kille");
    expect(textOf(home.preview, mark("menu-sv-primary", "menu", "items:p1l.subMenu:p3.name"))).toBe("Jeans");
    expect(textOf(home.preview, mark("menu-sv-primary", "menu", "items:p1l.subMenu:p3.subMenu:p0.name"))).toBe("Smala jeans");
  });

  it("hands the mobile menu its marks at every level, from the mobile menu document", () => {
    const island = /<astro-island[^>]*component-url="[^"]*MobileMenu[^"]*"[^>]*props="([^"]*)"/.exec(home.preview);
    const props = (island?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    expect(props).toContain(`Kille\\t/se/kille\\t${mark("menu-sv-mobile", "menu", "items:m1l.name")}`);
    expect(props).toContain(`\\tSmala jeans\\t`);
    expect(props).toContain(mark("menu-sv-mobile", "menu", "items:m1l.subMenu:m3.subMenu:m0.name"));
  });

  it("marks the footer's columns, links and copyright", () => {
    const footer = home.preview.slice(home.preview.indexOf('<footer class="site-footer"'));
    const labels = marks(footer).filter((m) => m.mark.startsWith("id=menu-sv-footer;type=menu;path=items:") && m.tag !== "img");
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.every((c) => c.text.length > 0)).toBe(true);
    // The payment column's logos are the items' pictures.
    expect(footer).toMatch(/<img [^>]*data-sanity="id=menu-sv-footer;type=menu;path=items:[^"]+\.image;base=%2Fstudio"/);
    expect(marks(footer).find((m) => m.mark === mark("siteSettings-sv", "siteSettings", "copyright"))?.text).toMatch(
      /Little North/,
    );
  });

  it("marks the member block of the site settings", () => {
    expect(textOf(home.preview, mark("siteSettings-sv", "siteSettings", "memberClub.heading"))).toBeTruthy();
    expect(textOf(home.preview, mark("siteSettings-sv", "siteSettings", "memberClub.cta"))).toBeTruthy();
  });

  it("marks every kind of home module with its field in the home page document", () => {
    const home_ = (path: string) => textOf(home.preview, mark("homePage-sv", "homePage", path));
    expect(home_("modules:m0.heading")).toBeTruthy(); // hero
    expect(home.preview).toContain(mark("homePage-sv", "homePage", "modules:m0.image"));
    expect(home_("modules:m1.heading")).toBeTruthy(); // category tiles
    expect(home.preview).toMatch(/data-sanity="id=homePage-sv;type=homePage;path=modules:m1\.tiles:[^.]+\.label;base=%2Fstudio"/);
    expect(home_("modules:m8.title")).toBeTruthy(); // product rail
    expect(home_("modules:ma.heading")).toBeTruthy(); // text and picture
    expect(home_("modules:mc.heading")).toBeTruthy(); // perk strip
    expect(home_("modules:me.heading")).toBeTruthy(); // member call to action
  });

  it("marks the alert banner's text, and a preview's banner is not replaced by the shoppers' banner API", async () => {
    const html = await renderInPreview(() => shop.render(CONTACT.route, CONTACT.params, CONTACT.path));
    expect(textOf(html, mark("banner-sv-se-live", "alertBanner", "text"))).toBeTruthy();
    expect(html).toMatch(/<aside class="alert-banner-area"(?![^>]*data-url)[^>]*>/);
  });

  it("marks a static page's title and body", async () => {
    const html = await renderInPreview(() => shop.render(CONTACT.route, CONTACT.params, CONTACT.path));
    expect(textOf(html, mark("page-sv-contact", "staticPage", "title"))).toBe("Kontakta oss");
    expect(html).toMatch(/<div class="prose" data-sanity="id=page-sv-contact;type=staticPage;path=body;base=%2Fstudio">/);
  });

  it("marks the club page's heading, intro, benefits and steps; a shopper's club page has no mark", async () => {
    const html = await renderInPreview(() => shop.render(CLUB.route, CLUB.params, CLUB.path));
    const club = (path: string) => textOf(html, mark("clubPage-sv", "clubPage", path));
    expect(club("title")).toMatch(/family/);
    expect(club("intro")).toBeTruthy();
    expect(club("benefitsHeading")).toBeTruthy();
    expect(club("benefits:b0.title")).toBe("10 % rabatt");
    expect(club("benefits:b0.text")).toMatch(/10 % rabatt/);
    expect(club("stepsHeading")).toBeTruthy();
    expect(html).toContain(mark("clubPage-sv", "clubPage", "image"));
    expect(await shop.render(CLUB.route, CLUB.params, CLUB.path)).not.toContain("data-sanity");
  });

  it("marks a guide's title, summary, picture and body, and a size guide's title and advice", async () => {
    const at = (path: string) => ({ route: "[...path].astro", params: { market: "se", path }, path: `/se/${path}` });
    const render = (page: ReturnType<typeof at>, preview: boolean) => {
      const run = () => shop.render(page.route, page.params, page.path);
      return preview ? renderInPreview(run) : run();
    };
    const guide = await render(at("guider/skostorlekar"), true);
    const g = (path: string) => mark("guide-sv-shoe-size", "guideArticle", path);
    expect(textOf(guide, g("title"))).toMatch(/Skostorlekar/);
    expect(textOf(guide, g("summary"))).toBeTruthy();
    expect(guide).toContain(`<div class="prose" data-sanity="${g("body")}">`);
    const sizes = await render(at("guider/storleksguide-klader"), true);
    const s = (path: string) => mark("sizeGuide-sv-clothes", "sizeGuide", path);
    expect(textOf(sizes, s("title"))).toBe("Storleksguide för kläder");
    expect(textOf(sizes, s("intro"))).toBeTruthy();
    expect(await render(at("guider/skostorlekar"), false)).not.toContain("data-sanity");
    expect(await render(at("guider/storleksguide-klader"), false)).not.toContain("data-sanity");
  });

  it("marks a size guide's table with its document's table field, on its page and in a product page's dialog", async () => {
    const table = (id: string) =>
      new RegExp(`<figure class="table-figure" data-sanity="${mark(id, "sizeGuide", "table")}"><figcaption[^>]*>[^<]+<`);
    const render = (path: string, preview: boolean) => {
      const run = () => shop.render("[...path].astro", { market: "se", path }, `/se/${path}`);
      return preview ? renderInPreview(run) : run();
    };
    expect(await render("guider/storleksguide-skor", true)).toMatch(table("sizeGuide-sv-shoes"));
    // The shared RichText renderer draws it: a shopper gets the same figure, with no wrapper and no attribute.
    const shopper = await render("guider/storleksguide-skor", false);
    expect(shopper).toMatch(/<figure class="table-figure"><figcaption /);
    expect(shopper).not.toContain("data-sanity");
    // The caption names the table and its scrolling region by an id no other element of the page has
    // (StaticRichText.astro gives each render a prefix of its own).
    const captionId = /<figcaption id="([^"]+)"/.exec(shopper)?.[1] ?? "";
    expect(captionId).toBeTruthy();
    expect(shopper.match(new RegExp(`aria-labelledby="${captionId.replace(/[^\w-]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    const ids = [...shopper.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    const listing = await render("kille/jeans", false);
    const product = /href="\/se\/([^"/?]+-\d+)"/.exec(listing)?.[1] ?? "";
    expect(product).toBeTruthy();
    const html = await render(product, true);
    const dialog = html.slice(html.indexOf('<dialog id="size-guide"'));
    expect(dialog.slice(0, dialog.indexOf("</dialog>"))).toMatch(table("sizeGuide-sv-clothes"));
    expect(await render(product, false)).not.toContain("data-sanity");
  });

  it("marks the guides index's title and intro, and each guide's card; an inspiration page's hero and text", async () => {
    const guides = { route: "[...path].astro", params: { market: "se", path: "guider" }, path: "/se/guider" };
    const inspo = {
      route: "inspo/[slug].astro",
      params: { market: "se", slug: "sommarklanningar" },
      path: "/se/inspo/sommarklanningar",
    };
    const run = (page: typeof guides | typeof inspo) => () => shop.render(page.route, page.params, page.path);
    const index = await renderInPreview(run(guides));
    expect(textOf(index, mark("guidesPage-sv", "guidesPage", "title"))).toBe("Guider");
    expect(textOf(index, mark("guidesPage-sv", "guidesPage", "intro"))).toMatch(/barnfot/);
    expect(textOf(index, mark("guide-sv-shoe-size", "guideArticle", "title"))).toBe("Skostorlekar: så mäter du barnets fot");
    expect(textOf(index, mark("guide-sv-shoe-size", "guideArticle", "summary"))).toBeTruthy();
    expect(index).toContain(mark("guide-sv-shoe-size", "guideArticle", "image"));
    const page = await renderInPreview(run(inspo));
    const i = (path: string) => mark("inspo-sv-summer-dresses", "inspoPage", path);
    expect(textOf(page, i("heading"))).toBe("Sommarklänningar att snurra i");
    expect(textOf(page, i("intro"))).toMatch(/Luftiga klänningar/);
    expect(page).toContain(`<div class="prose" data-sanity="${i("body")}">`);
    expect(await run(guides)()).not.toContain("data-sanity");
    expect(await run(inspo)()).not.toContain("data-sanity");
  });

  it("marks a product page's washing advice with its document", async () => {
    const product = "brand-product-100003-sv-100003";
    const run = () => shop.render("[...path].astro", { market: "se", path: product }, `/se/${product}`);
    const html = await renderInPreview(run);
    expect(textOf(html, mark("washingAdvice-sv", "washingAdvice", "title"))).toBeTruthy();
    expect(html).toMatch(
      /<details class="product__washing[^"]*"[^>]*data-sanity="id=washingAdvice-sv;type=washingAdvice;path=text;/,
    );
    expect(await run()).not.toContain("data-sanity");
  });

  it("marks a shoe's foot-measuring hint with the category info document", async () => {
    const listing = await shop.render("[...path].astro", { market: "se", path: "kille/skor" }, "/se/kille/skor");
    const product = /href="\/se\/([^"/?]+-\d+)"/.exec(listing)?.[1] ?? "";
    const run = () => shop.render("[...path].astro", { market: "se", path: product }, `/se/${product}`);
    const html = await renderInPreview(run);
    expect(textOf(html, mark("categoryInfo-sv", "categoryInfo", "title"))).toBeTruthy();
    expect(html).toMatch(/<aside class="product__hint"[^>]*data-sanity="id=categoryInfo-sv;type=categoryInfo;path=text;/);
    expect(await run()).not.toContain("data-sanity");
  });
});
