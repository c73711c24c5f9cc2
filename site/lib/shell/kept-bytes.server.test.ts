import { describe, expect, it } from "vitest";
import { keptMarker, renderSpliced, splice, withMarkersResolved } from "./kept-bytes.server.ts";

const text = (body: Uint8Array | undefined) => new TextDecoder().decode(body);
const piece = (html: string) => ({ html, bytes: Buffer.from(html) });

/** A route that writes two kept fragments between its own markup, as a page with a kept header and a kept card does. */
async function page(status = 200, headers: Record<string, string> = {}): Promise<Response> {
  const header = piece("<header>Kläder – för barn</header>");
  const card = piece('<li class="card">Jeans −20 %</li>');
  const html = `<!doctype html><title>Jeans – Little North</title>${keptMarker(header.html, header.bytes) ?? header.html}<ul>${
    keptMarker(card.html, card.bytes) ?? card.html
  }${keptMarker(card.html, card.bytes) ?? card.html}</ul>`;
  const bytes = new TextEncoder().encode(html);
  return new Response(bytes, {
    status,
    headers: { "content-type": "text/html", "content-length": String(bytes.byteLength), ...headers },
  });
}

const WHOLE =
  '<!doctype html><title>Jeans – Little North</title><header>Kläder – för barn</header><ul><li class="card">Jeans −20 %</li><li class="card">Jeans −20 %</li></ul>';

describe("kept fragments spliced in as bytes", () => {
  it("writes the fragments themselves outside a spliced render", async () => {
    const response = await page();
    expect(await response.text()).toBe(WHOLE);
  });

  it("writes markers inside one and puts each fragment's bytes where its marker is", async () => {
    const { response, body } = await renderSpliced(() => page());
    expect(text(body)).toBe(WHOLE);
    expect(text(body)).not.toContain("<!--kept:");
    // The length Astro gave was the page's with its markers.
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(WHOLE)));
    expect(response.status).toBe(200);
  });

  it("leaves a response that wrote no marker as it came, its body unread", async () => {
    const { response, body } = await renderSpliced(async () => new Response("plain", { status: 404 }));
    expect(body).toBeUndefined();
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe("plain");
  });

  it("writes a fragment as HTML once the route has answered (a body still being streamed)", async () => {
    let late: string | undefined = "unset";
    const { body } = await renderSpliced(async () => {
      setTimeout(() => {
        late = keptMarker("<p>late</p>", Buffer.from("<p>late</p>"));
      }, 0);
      return page();
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(late).toBeUndefined();
    expect(text(body)).toBe(WHOLE);
  });

  it("keeps each request's pieces to itself when renders overlap", async () => {
    const slow = (label: string, ms: number) =>
      renderSpliced(async () => {
        const a = piece(`<b>${label}</b>`);
        const first = keptMarker(a.html, a.bytes);
        await new Promise((resolve) => setTimeout(resolve, ms));
        const b = piece(`<i>${label}</i>`);
        return new Response(`${first}|${keptMarker(b.html, b.bytes)}`);
      });
    const [one, two] = await Promise.all([slow("one", 10), slow("two", 1)]);
    expect(text(one.body)).toBe("<b>one</b>|<i>one</i>");
    expect(text(two.body)).toBe("<b>two</b>|<i>two</i>");
  });

  it("resolves markers into HTML for a fragment rendered to be kept, which must not name this request's pieces", async () => {
    const { body } = await renderSpliced(async () => {
      const inner = piece("<span>switcher</span>");
      const outer = withMarkersResolved(`<footer>${keptMarker(inner.html, inner.bytes)}</footer>`);
      expect(outer).toBe("<footer><span>switcher</span></footer>");
      return new Response(outer);
    });
    expect(text(body)).toBe("<footer><span>switcher</span></footer>");
    expect(withMarkersResolved("<p>no markers</p>")).toBe("<p>no markers</p>");
  });

  it("refuses a marker that names no piece rather than send it", async () => {
    let marker = "";
    await renderSpliced(async () => {
      marker = keptMarker("<b>a</b>", Buffer.from("<b>a</b>")) ?? "";
      return new Response(marker);
    });
    expect(marker).toMatch(/^<!--kept:[\w-]+:0-->$/);
    const bytes = (html: string) => new Uint8Array(Buffer.from(html));
    expect(text(splice(bytes(`x${marker}y`), [Buffer.from("<b>a</b>")]))).toBe("x<b>a</b>y");
    expect(() => splice(bytes(`x${marker.replace(":0-->", ":1-->")}`), [Buffer.from("<b>a</b>")])).toThrow(/names no piece/);
    // A page without markers is returned as it is.
    const plain = bytes("<p>plain</p>");
    expect(splice(plain, [])).toBe(plain);
  });
});
