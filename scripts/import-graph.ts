/**
 * The shop's own files a module pulls in at run time: every `import`, `export … from`
 * and `import()` of a relative or `#` path, followed to its end (type-only imports
 * are erased by the build, so they are left out; packages and `astro:` modules too).
 * `node scripts/import-graph.ts site/middleware.ts` prints the count, `--list` the files.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const IMPORTS = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).imports as Record<string, string>;

function resolveSpecifier(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith(".")) target = resolve(dirname(from), specifier);
  else if (specifier.startsWith("#")) {
    for (const [pattern, replacement] of Object.entries(IMPORTS)) {
      const prefix = pattern.slice(0, -1);
      if (pattern.endsWith("*") && specifier.startsWith(prefix))
        target = join(ROOT, replacement.slice(0, -1) + specifier.slice(prefix.length));
    }
  }
  if (target === null) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")])
    if (existsSync(candidate) && /\.(m?[jt]sx?|astro|json)$/.test(candidate)) return candidate;
  return null;
}

function specifiers(file: string): string[] {
  if (!/\.(m?[jt]sx?)$/.test(file)) return [];
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file of the shop `entry` imports, itself included, relative to the repository. */
export function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiers(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(ROOT, file)).sort();
}

if (import.meta.main) {
  const entry = process.argv[2] ?? "site/middleware.ts";
  const files = importGraph(entry);
  if (process.argv.includes("--list")) for (const file of files) console.log(file);
  console.log(`${files.length} files in the import graph of ${entry}`);
}
