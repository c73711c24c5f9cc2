import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../markets/markets";
import { en } from "./dictionaries/en";
import { DICTIONARIES } from "./index";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(dict: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], dict);
}

describe("UI dictionaries", () => {
  const reference = keyPaths(en).sort();

  it.each(LANGUAGES)("%s has exactly the keys of English, none empty", (language) => {
    const dict = DICTIONARIES[language];
    expect(keyPaths(dict).sort()).toEqual(reference);
    for (const path of reference) expect(String(leaf(dict, path)).trim(), path).not.toBe("");
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s is translated, not copied from English", (language) => {
    const dict = DICTIONARIES[language];
    const same = reference.filter((path) => leaf(dict, path) === leaf(en, path));
    expect(same).toEqual([]);
  });
});
