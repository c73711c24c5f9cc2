import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#lib/markets/markets.ts";
import { NAMESPACES } from "./index.ts";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(dict: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], dict);
}

/** Strings that are right as they are in English in some language: loanwords, or the same words (Dutch "1 product"). */
const SAME_EVERYWHERE = new Set<string>([
  "Sale",
  "Guides",
  "Details",
  "Pages",
  "Page {page}",
  "One size",
  "Home",
  "Instashop",
  "1 product",
  "Account",
  "−{percent}%",
]);

describe.each(Object.entries(NAMESPACES))("UI dictionary namespace %s", (_name, namespace) => {
  const dictionaries = namespace as unknown as Record<string, unknown>;
  const reference = keyPaths(dictionaries.en).sort();

  it.each(LANGUAGES)("%s has exactly the keys of English, none empty", (language) => {
    const dict = dictionaries[language];
    expect(keyPaths(dict).sort()).toEqual(reference);
    for (const path of reference) expect(String(leaf(dict, path)).trim(), path).not.toBe("");
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s is translated, not copied from English", (language) => {
    const same = reference.filter(
      (path) =>
        leaf(dictionaries[language], path) === leaf(dictionaries.en, path) &&
        !SAME_EVERYWHERE.has(String(leaf(dictionaries.en, path))),
    );
    expect(same).toEqual([]);
  });
});
