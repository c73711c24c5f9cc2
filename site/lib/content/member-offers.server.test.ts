import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { createLocalSource } from "./local-source.server.ts";
import { getMemberOffers } from "./member-offers.server.ts";

const offer = (id: string, fields: Record<string, unknown>) => ({
  _id: id,
  _type: "memberOffer",
  language: "sv",
  title: `Erbjudande ${id}`,
  text: "Text",
  startsAt: "2026-11-01T00:00:00Z",
  endsAt: "2027-01-01T00:00:00Z",
  ...fields,
});

const source = (now: string) =>
  createLocalSource({
    now: () => new Date(now),
    documents: [
      offer("live", { link: "/nyheter" }),
      // Ends at midnight in Stockholm, as an editor there enters "2026-12-01 00:00".
      offer("soon-over", { endsAt: "2026-11-30T23:00:00Z" }),
      offer("not-yet", { startsAt: "2026-12-24T00:00:00Z" }),
      offer("ended", { endsAt: "2026-11-10T00:00:00Z" }),
      offer("norway-only", { market: "no" }),
      offer("finnish", { language: "fi" }),
      offer("unsafe-link", { link: "javascript:alert(1)" }),
      offer("untitled", { title: " " }),
      { ...offer("draft", {}), _id: "drafts.live" },
    ],
  });

describe("member offers", () => {
  it("lists the offers live now in the storefront's language and market, ending soonest first", async () => {
    const offers = await getMemberOffers(storefront("se"), source("2026-11-24T12:00:00Z"));
    expect(offers.map((o) => o.id)).toEqual(["soon-over", "live", "unsafe-link"]);
    expect(offers[1]?.href).toBe("/se/nyheter");
    expect(offers[2]?.href).toBeNull();
  });

  it("names the last day it holds in the market's time zone, the end being exclusive", async () => {
    const [soon] = await getMemberOffers(storefront("se"), source("2026-11-24T12:00:00Z"));
    expect(soon?.lastDay).toBe("30 november 2026");
  });

  it("follows the clock: a scheduled offer appears at its start", async () => {
    const offers = await getMemberOffers(storefront("se"), source("2026-12-24T00:00:00Z"));
    expect(offers.map((o) => o.id)).toContain("not-yet");
    expect(offers.map((o) => o.id)).not.toContain("soon-over");
  });
});
