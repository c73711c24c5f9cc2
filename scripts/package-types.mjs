/**
 * Which format a relative `.js` import inside a package has, from one read of each package.json:
 * what scripts/module-format-cache.mjs answers for Node (ADR 48).
 */
import { readFileSync, realpathSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @typedef {"module" | "commonjs" | null} ScopeType */

/** @type {Map<string, ScopeType>} A directory's package type: null when its package.json names none (or there is none). */
const typeOfDirectory = new Map();

/**
 * The `"type"` of the package.json nearest above `directory`, as Node reads it, but read once.
 * @param {string} directory
 * @returns {ScopeType}
 */
export function packageTypeOf(directory) {
  const known = typeOfDirectory.get(directory);
  if (known !== undefined) return known;
  /** @type {ScopeType} */
  let type = null;
  try {
    const { type: declared } = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
    type = declared === "module" || declared === "commonjs" ? declared : null;
  } catch (error) {
    const parent = dirname(directory);
    // No package.json here: the one above decides, up to the package's own folder (never past node_modules).
    if (
      /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT" &&
      parent !== directory &&
      !directory.endsWith(`${sep}node_modules`)
    )
      type = packageTypeOf(parent);
  }
  typeOfDirectory.set(directory, type);
  return type;
}

/**
 * Where `specifier` leads from `parentURL` and its format, when the hook may answer for Node; else null.
 * @param {string} specifier
 * @param {{ parentURL?: string, conditions?: readonly string[] }} context
 * @returns {{ url: string, format: "module" | "commonjs" } | null}
 */
export function resolveInPackage(specifier, context) {
  const parent = context.parentURL;
  if (!parent?.startsWith("file:") || !parent.includes("/node_modules/")) return null;
  if (!(specifier.startsWith("./") || specifier.startsWith("../")) || !specifier.endsWith(".js")) return null;
  if (!context.conditions?.includes("import")) return null;
  let path;
  try {
    // As Node's resolver: the real file (a package reached through a symbolic link is one module, not two).
    path = realpathSync(fileURLToPath(new URL(specifier, parent)));
  } catch {
    return null; // Node's resolver says what is missing, in its own words.
  }
  const format = packageTypeOf(dirname(path));
  return format ? { url: pathToFileURL(path).href, format } : null;
}
