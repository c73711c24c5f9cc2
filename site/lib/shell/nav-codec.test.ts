import { describe, expect, it } from "vitest";
import { createNdjsonSource } from "#lib/content/local-source.server.ts";
import { getShellMenus } from "#lib/content/menus.server.ts";
import { storefront } from "#lib/markets/markets.ts";
import { decodeNav, encodeNav } from "./nav-codec.ts";

const strip = (
  items: { name: string; href: string | null; external: boolean; group: boolean; color: string | null; children: unknown[] }[],
): unknown =>
  items.map((i) => ({
    name: i.name,
    href: i.href,
    external: i.external,
    group: i.group,
    color: i.color,
    children: strip(i.children as never),
  }));

describe("compact menu form for island props", () => {
  it("round-trips a real menu", async () => {
    const menus = await getShellMenus(storefront("pl"), createNdjsonSource("seed/content.ndjson"));
    const text = encodeNav(menus.mobile);
    expect(strip(decodeNav(text) as never)).toEqual(strip(menus.mobile as never));
    expect(text.length).toBeLessThan(JSON.stringify(menus.mobile).length / 2);
  });

  it("keeps flags and survives tabs and newlines in names", () => {
    const [item] = decodeNav(
      encodeNav([
        { name: "Sale\tnow\nhere", href: "https://x.example", external: true, group: true, color: "red", children: [] },
      ]),
    );
    expect(item).toMatchObject({ name: "Sale now here", href: "https://x.example", external: true, group: true, color: "red" });
  });
});
