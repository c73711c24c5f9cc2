/**
 * A content answer kept and handed to every caller as the same object, frozen once, all the way down
 * (ADR 43, stop 54 addendum). Before, each caller got its own `structuredClone` of the kept answer so that a
 * caller changing its copy could not change the next caller's: about a tenth of a cold content page's CPU,
 * for the static pages' index, the perks, the menus and the settings that every page asks for. Frozen, a
 * caller that tried to change an answer would throw at once (modules run in strict mode) instead of
 * quietly changing what later pages show.
 */
export function sharedAnswer<T>(value: T): T {
  freeze(value);
  return value;
}

function freeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) freeze((value as Record<string, unknown>)[key]);
}
