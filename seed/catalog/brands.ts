/**
 * The invented brands of the catalog and what each one makes. None of these is
 * meant to be a real brand; the shop's own label "Little North" also sells the gift cards.
 */

import type { Department } from "#lib/commerce/catalog/categories.ts";

export interface BrandSpec {
  name: string;
  departments: readonly Department[];
}

export const OWN_BRAND = "Little North";

export const BRAND_SPECS: readonly BrandSpec[] = [
  { name: "Nordkid", departments: ["clothing", "outerwear", "underwear", "accessories"] },
  { name: "Little Wilde", departments: ["clothing", "accessories"] },
  { name: "Tusse & Co", departments: ["clothing", "underwear"] },
  { name: "Fjällbarn", departments: ["outerwear", "shoes", "accessories", "clothing"] },
  { name: "Mossa Minis", departments: ["clothing"] },
  { name: "Lingon Kids", departments: ["clothing", "underwear", "sport"] },
  { name: "Tuvaline", departments: ["clothing", "accessories"] },
  { name: "Pike & Pebble", departments: ["clothing"] },
  { name: "Hej Hedda", departments: ["clothing", "accessories"] },
  { name: "Snøfnugg Kids", departments: ["outerwear", "accessories"] },
  { name: "Frostling", departments: ["outerwear", "shoes"] },
  { name: "Kottebarn", departments: ["clothing", "underwear"] },
  { name: "Hjortron & Co", departments: ["clothing", "outerwear"] },
  { name: "Little Lighthouse", departments: ["clothing"] },
  { name: "Skogsmus", departments: ["clothing", "underwear"] },
  { name: "Rävunge", departments: ["clothing", "outerwear"] },
  { name: "Saltvik Kids", departments: ["clothing", "sport"] },
  { name: "Humlan Kids", departments: ["clothing"] },
  { name: "Tiny Tundra", departments: ["outerwear", "shoes"] },
  { name: "Oat & Otter", departments: ["underwear", "clothing"] },
  { name: "Knappen Studio", departments: ["accessories", "clothing"] },
  { name: "Lumo Lapset", departments: ["clothing", "outerwear"] },
  { name: "Kuura Kids", departments: ["outerwear"] },
  { name: "Pikku Peura", departments: ["clothing", "underwear"] },
  { name: "Wolkje & Co", departments: ["clothing"] },
  { name: "Kleine Klomp", departments: ["shoes"] },
  { name: "Dijkje", departments: ["clothing"] },
  { name: "Pfütze & Pelle", departments: ["outerwear", "shoes"] },
  { name: "Kleiner Fuchs Studio", departments: ["clothing"] },
  { name: "Wiesenwicht", departments: ["clothing", "underwear"] },
  { name: "Petit Galet", departments: ["shoes"] },
  { name: "Mirabelle Minis", departments: ["accessories", "clothing"] },
  { name: "Coquelicot Kids", departments: ["clothing"] },
  { name: "Mała Sowa", departments: ["clothing", "underwear"] },
  { name: "Kruk & Kropka", departments: ["clothing", "accessories"] },
  { name: "Fern & Finch", departments: ["clothing"] },
  { name: "Puddlestep", departments: ["shoes"] },
  { name: "Bramble Bear", departments: ["clothing", "outerwear"] },
  { name: "Sunny Sprout", departments: ["clothing", "sport"] },
  { name: "Cloudberry Club", departments: ["clothing"] },
  { name: "Trailtot", departments: ["shoes", "sport"] },
  { name: "Pebble Pack", departments: ["accessories"] },
  { name: "Wanderwisp", departments: ["clothing"] },
  { name: "Hopscotch Lane", departments: ["clothing", "shoes"] },
  { name: "Tallis & Tove", departments: ["clothing"] },
  { name: "Svala Sport", departments: ["sport", "shoes"] },
  { name: "Kvikk Kids", departments: ["sport", "shoes"] },
  { name: "Urban Tadpole", departments: ["clothing"] },
  { name: "Moss & Maple", departments: ["clothing"] },
  { name: "Krumelur Studio", departments: ["clothing", "accessories"] },
  { name: "Flax & Fable", departments: ["clothing"] },
  { name: "Løvetann Kids", departments: ["clothing", "underwear"] },
  { name: "Tidvatten", departments: ["outerwear", "sport"] },
  { name: "Vesper & Wren", departments: ["clothing", "accessories"] },
  { name: "Nuppu Studio", departments: ["underwear", "clothing"] },
  { name: "Ollie Oak", departments: ["shoes"] },
  { name: "Stormsvala", departments: ["outerwear"] },
  { name: "Klöver & Kvist", departments: ["clothing"] },
  { name: "Polar Pip", departments: ["outerwear", "accessories"] },
  { name: OWN_BRAND, departments: ["clothing", "underwear", "accessories"] },
];
