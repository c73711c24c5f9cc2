#!/usr/bin/env node
// Runs at the end of `npm ci` / `npm install` (postinstall). npm itself runs on
// whatever Node the machine has (20 on ours) and warns "EBADENGINE" for each
// package whose engines ask for Node 22 or 24, although none of them ever runs
// on that Node: npm scripts run on Node 24 from the `node` devDependency
// (docs/adr/0004-node-24-from-a-dev-dependency.md). npm 11 has no setting that
// checks engines against another Node or silences only that warning, so the
// warnings stay; this says once, right below them, that they are expected. If
// Node 24 did not arrive, the warnings are true, and the install fails here with
// a clear reason instead of every later script failing with an obscure one.
// Plain JavaScript on purpose: it must also run on an older Node to say so.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const major = (version) => Number(/^v?(\d+)\./.exec(version ?? "")?.[1] ?? Number.NaN);

/** The version of the Node that runs npm, from npm's user agent ("npm/11.19.1 node/v20.20.2 linux x64 …"). */
export function npmNodeVersion(userAgent) {
  return /\bnode\/(v\d+\.\d+\.\d+)/.exec(userAgent ?? "")?.[1] ?? null;
}

/**
 * What to tell the developer after an install.
 * @param {{ npmNode: string | null, scriptsNode: string, wanted: string }} versions
 *   the Node running npm, the Node running npm scripts (this one), the `node` devDependency's version
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function installNote({ npmNode, scriptsNode, wanted }) {
  if (major(scriptsNode) !== major(wanted)) {
    return {
      ok: false,
      lines: [
        `npm scripts would run on Node ${scriptsNode}, but this project needs Node ${major(wanted)}: the \`node\``,
        `devDependency (${wanted}) did not install its binary. Check that its install script is allowed`,
        "(package.json allowScripts) and was not skipped (--ignore-scripts), then run npm ci again.",
      ],
    };
  }
  if (npmNode && major(npmNode) !== major(wanted)) {
    return {
      ok: true,
      lines: [
        `Note: npm ran on Node ${npmNode}, so the EBADENGINE warnings above (packages that need Node 22 or 24)`,
        `are expected. Every npm script (npm start, npm test, ...) runs on Node ${scriptsNode} from the \`node\``,
        "devDependency; nothing runs on the older Node. The install worked.",
      ],
    };
  }
  return { ok: true, lines: [] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const note = installNote({
    npmNode: npmNodeVersion(process.env.npm_config_user_agent),
    scriptsNode: process.version,
    wanted: pkg.devDependencies.node,
  });
  for (const line of note.lines) (note.ok ? console.log : console.error)(line);
  process.exitCode = note.ok ? 0 : 1;
}
