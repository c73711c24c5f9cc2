/**
 * Asset uploads as Sanity's Assets API takes them (docs: /docs/http-reference/assets): the type
 * from the bytes, what the uploader says of the asset kept, URLs on the lake's own origin.
 */
import { describe, expect, it } from "vitest";
import { conformanceLake, TEST_DATABASES } from "./lake.ts";

// A 2×1 PNG: signature, then the IHDR chunk with width and height.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000020000000108060000003e55d8ad0000000b4944415478da63f8ff1f0003000500018fb0f3b50000000049454e44ae426082",
  "hex",
);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>');

describe.each(TEST_DATABASES)("assets on the lake ($name) as Sanity's", (database) => {
  const lake = conformanceLake(database);

  it("tells an upload's type from its bytes, as from Node without a content type", async () => {
    const editor = lake.client("editor");
    const png = await editor.assets.upload("image", PNG);
    expect(png).toMatchObject({ mimeType: "image/png", extension: "png", metadata: { dimensions: { width: 2, height: 1 } } });
    const svg = await editor.assets.upload("image", SVG, { filename: "logo.svg" });
    expect(svg).toMatchObject({ mimeType: "image/svg+xml", extension: "svg", originalFilename: "logo.svg" });
    // A declared type the bytes contradict does not win.
    const declared = await editor.assets.upload("image", PNG, { contentType: "image/jpeg" });
    expect(declared.mimeType).toBe("image/png");
    const pdf = await editor.assets.upload("file", Buffer.from("%PDF-1.4\n%…"));
    expect(pdf).toMatchObject({ mimeType: "application/pdf", extension: "pdf" });
    await expect(editor.assets.upload("image", Buffer.from("not an image"))).rejects.toMatchObject({ statusCode: 415 });
  });

  it("keeps the label, title, description, credit line and source given with an upload", async () => {
    const asset = await lake.client("editor").assets.upload("file", Buffer.from("size chart"), {
      filename: "sizes.txt",
      label: "size-charts",
      title: "Size chart",
      description: "Sizes 50–170",
      creditLine: "Little North",
      source: { name: "unsplash", id: "abc", url: "https://unsplash.com/photos/abc" },
    });
    expect(asset).toMatchObject({
      label: "size-charts",
      title: "Size chart",
      description: "Sizes 50–170",
      creditLine: "Little North",
      source: { name: "unsplash", id: "abc", url: "https://unsplash.com/photos/abc" },
      extension: "txt",
    });
  });

  it("builds asset URLs on the lake's origin, whatever host the upload came through", async () => {
    const viaLoopback = lake.client("editor", { apiHost: lake.apiHost.replace("localhost", "127.0.0.1") });
    const asset = await viaLoopback.assets.upload("file", Buffer.from("via 127.0.0.1"), { filename: "a.txt" });
    expect(new URL(asset.url).origin).toBe(lake.lake.origin);
    const served = await fetch(asset.url.replace(lake.lake.origin, lake.apiHost));
    expect(await served.text()).toBe("via 127.0.0.1");
  });

  it("lets a marketer put a picture on a banner, and a reader upload nothing", async () => {
    const marketer = lake.client("marketer");
    const image = await marketer.assets.upload("image", SVG, { filename: "sale.svg" });
    await marketer
      .patch("banner-sv-1")
      .set({ image: { _type: "image", asset: { _type: "reference", _ref: image._id } } })
      .commit();
    expect(await marketer.fetch('*[_id == "banner-sv-1"][0].image.asset->url')).toBe(image.url);
    // An asset is never changed by a marketer once uploaded, nor is a perk given one.
    await expect(marketer.patch(image._id).set({ title: "x" }).commit()).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      marketer
        .patch("perk-sv-se-free-shipping")
        .set({ image: { _type: "image", asset: { _ref: image._id } } })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(lake.client("shop").assets.upload("image", PNG)).rejects.toMatchObject({ statusCode: 403 });
  });
});
