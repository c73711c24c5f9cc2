// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { morphChanged, swapMarked, withoutRenderNoise } from "./live-preview.client.ts";

const body = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
/** A render as the refresher parses it. */
const rendered = (html: string) => withoutRenderNoise(new DOMParser().parseFromString(`<body>${html}</body>`, "text/html")).body;
const overlays = (element: Element) => element.tagName === "SANITY-VISUAL-EDITING";

describe("live drafts by the page's structure", () => {
  // Astro numbers its islands anew on every render: `uid` differs between two renders of the same page.
  const render = (perk: string, uid: string) =>
    `<header><astro-island uid="${uid}" component-url="/c.js"><ul><li data-sanity="id=perk-1;path=text">${perk}</li></ul></astro-island>` +
    `<nav><astro-island uid="${uid}9" component-url="/m.js"><button>Meny</button></astro-island></nav></header><main><p>Rea</p></main>`;

  it("replaces only the island whose content changed; an island that differs by its uid alone keeps its hydrated state", () => {
    document.body.innerHTML = render("Fri frakt", "a1");
    const menu = document.querySelector("nav astro-island");
    menu?.setAttribute("data-hydrated", "");
    document.body.append(document.createElement("sanity-visual-editing"));
    expect(
      morphChanged(document.body, rendered(render("Fri frakt", "b2")), rendered(render("Fri frakt idag", "c3")), overlays),
    ).toBe(true);
    expect(document.querySelector("header li")?.textContent).toBe("Fri frakt idag");
    expect(document.querySelector("nav astro-island")).toBe(menu);
    expect(menu?.hasAttribute("data-hydrated")).toBe(true);
    expect(document.querySelector("sanity-visual-editing")).not.toBeNull();
  });

  it("leaves the page as it is when two renders differ by their islands' uids alone", () => {
    document.body.innerHTML = render("Fri frakt", "a1");
    const before = [...document.body.querySelectorAll("*")];
    expect(morphChanged(document.body, rendered(render("Fri frakt", "b2")), rendered(render("Fri frakt", "c3")), overlays)).toBe(
      true,
    );
    expect([...document.body.querySelectorAll("*")]).toEqual(before);
  });
});

describe("live drafts by marked elements", () => {
  const render = (perk: string) =>
    `<header><p><span data-sanity="id=perk-1;path=text">${perk}</span></p></header><main><div id="rail"></div></main>`;

  it("puts in a changed field where the live page no longer lines up with the server's render, and leaves the rest", () => {
    document.body.innerHTML = render("Fri frakt");
    // What scripts did to the live page: a server island put in its HTML, a dialog was added.
    document.querySelector("#rail")?.append(document.createElement("ul"));
    document.body.prepend(document.createElement("dialog"));
    const rail = document.querySelector("#rail ul");
    expect(swapMarked(document.body, body(render("Fri frakt")), body(render("Fri frakt idag")))).toBe(true);
    expect(document.querySelector("[data-sanity]")?.textContent).toBe("Fri frakt idag");
    expect(document.querySelector("#rail ul")).toBe(rail);
    expect(document.querySelector("dialog")).not.toBeNull();
  });

  it("replaces each showing of a field, and a field inside a changed one comes with it", () => {
    const page = (text: string) =>
      `<a data-sanity="id=b;path=url" href="/${text}"><span data-sanity="id=b;path=text">${text}</span></a><p data-sanity="id=b;path=text">${text}</p>`;
    document.body.innerHTML = page("Rea");
    expect(swapMarked(document.body, body(page("Rea")), body(page("Rea ute")))).toBe(true);
    expect([...document.querySelectorAll('[data-sanity="id=b;path=text"]')].map((e) => e.textContent)).toEqual([
      "Rea ute",
      "Rea ute",
    ]);
    expect(document.querySelector("a")?.getAttribute("href")).toBe("/Rea ute");
  });

  it("answers false when the marks do not line up (a field added or gone: the page is shown anew)", () => {
    document.body.innerHTML = render("Fri frakt");
    expect(
      swapMarked(
        document.body,
        body(render("Fri frakt")),
        body(`${render("Fri frakt")}<h2 data-sanity="id=x;path=title">Ny</h2>`),
      ),
    ).toBe(false);
  });
});
