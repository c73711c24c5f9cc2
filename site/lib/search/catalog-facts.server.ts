/**
 * The catalog's facts that relevance expectations name (relevance.ts): brand,
 * category keys up the tree, colour key (from the generator's colour table by
 * hex), gender.
 */
import { sql } from "drizzle-orm";
import { COLOURS } from "#lib/commerce/catalog/vocabulary.ts";
import { type Database, rowsOf } from "#lib/db/client.server.ts";
import type { CatalogFacts } from "./relevance.ts";

export async function catalogFacts(db: Database): Promise<CatalogFacts[]> {
  const colourByHex = new Map(COLOURS.map((c) => [c.hex, c.key]));
  const rows = await rowsOf<{
    id: number;
    brand: string;
    categories: string[];
    colour_hex: string;
    gender: "boys" | "girls";
    clone: boolean;
  }>(
    db,
    sql`with recursive up(id, category_id, key, parent_id) as (
          select p.id, c.id, c.key, c.parent_id from products p join categories c on c.id = p.category_id
          union all
          select up.id, c.id, c.key, c.parent_id from up join categories c on c.id = up.parent_id
        )
        select p.id, b.name as brand, array_agg(up.key) as categories, p.colour_hex, p.gender, p.clone
        from products p join brands b on b.id = p.brand_id join up on up.id = p.id
        group by p.id, b.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    categories: r.categories,
    colour: colourByHex.get(r.colour_hex) ?? r.colour_hex,
    gender: r.gender,
    clone: r.clone,
  }));
}
