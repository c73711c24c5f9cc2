// Which documents a GROQ query can see, read off its text, so an evaluator over documents in
// memory (groq-js in the shop's local source and in the local Content Lake) can give it only those.

const OPENS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** The index of the `]` that closes the `[` just before `from`, skipping strings and nested brackets; -1 if none. */
function closingBracket(query: string, from: number): number {
  const open: string[] = ["]"];
  for (let i = from; i < query.length; i++) {
    const c = query[i] as string;
    if (c === '"' || c === "'") {
      for (i++; i < query.length && query[i] !== c; i++) if (query[i] === "\\") i++;
    } else if (OPENS[c]) open.push(OPENS[c] as string);
    else if (c === open[open.length - 1]) {
      open.pop();
      if (open.length === 0) return i;
    }
  }
  return -1;
}

/** Whether `||` stands outside every bracket and string of a filter (an `a && b || c` matches more than `a`). */
function hasTopLevelOr(filter: string): boolean {
  let depth = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i] as string;
    if (c === '"' || c === "'") {
      for (i++; i < filter.length && filter[i] !== c; i++) if (filter[i] === "\\") i++;
    } else if (OPENS[c]) depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (depth === 0 && c === "|" && filter[i + 1] === "|") return true;
  }
  return false;
}

/**
 * The one document type a query can see: it starts `*[_type == "x"`, its filter is that test alone
 * or `&&` more (no `||` beside it), and it reaches into the dataset nowhere else (no other `*`, no
 * `->`, no `references(`, no `^`). groq-js walks every document of the dataset asynchronously for
 * a filter, so giving it only that type's documents removes most of the cost of a query never
 * asked before (a crawl's pages, the clock's queries). null when it cannot tell.
 */
export function onlyTypeOf(query: string): string | null {
  const match = /^\s*\*\[\s*_type\s*==\s*"([\w.-]+)"\s*(&&|\])/.exec(query);
  if (!match) return null;
  const bracket = query.indexOf("[") + 1;
  const end = closingBracket(query, bracket);
  if (end === -1 || hasTopLevelOr(query.slice(bracket, end))) return null;
  const rest = query.slice(match[0].length);
  return /\*|->|\^|\breferences\s*\(/.test(rest) ? null : (match[1] as string);
}

const FIELD = String.raw`[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*`;
const NOW = String.raw`dateTime\(\s*now\(\s*\)\s*\)`;
const COMPARE = "(?:<=|>=|==|!=|<|>)";
const FIELD_THEN_NOW = new RegExp(String.raw`dateTime\(\s*(${FIELD})\s*\)\s*${COMPARE}\s*${NOW}`, "g");
const NOW_THEN_FIELD = new RegExp(String.raw`${NOW}\s*${COMPARE}\s*dateTime\(\s*(${FIELD})\s*\)`, "g");

/**
 * The fields a query compares the clock with, when that is all it does with it: every `now()` stands in
 * `dateTime(field) <= dateTime(now())` (any comparison, either side) and the query sees one document type
 * (`onlyTypeOf`). Such a query answers the same while the clock stays on one side of every instant those
 * fields of that type's documents name, so its answer can be kept until the clock passes one. null when
 * the clock is used any other way (arithmetic, a projection, a subquery's documents).
 */
export function clockFieldsOf(query: string): string[] | null {
  if (!onlyTypeOf(query)) return null;
  const uses = query.match(/\bnow\s*\(/g)?.length ?? 0;
  const fields = [...query.matchAll(FIELD_THEN_NOW), ...query.matchAll(NOW_THEN_FIELD)].map((m) => m[1] as string);
  return uses > 0 && fields.length === uses ? [...new Set(fields)] : null;
}
