#!/usr/bin/env node
// Static files (issue 19, target 1): the shop's server against nginx on the same built files
// with the same precompressed copies (gzip_static, brotli_static), as the baseline of what this
// machine can serve. Both serve dist/client; the load asks for the page's scripts, styles and
// pictures in turn with `Accept-Encoding: br` (and once more with gzip), 20 connections,
// median of --rounds rounds of --seconds each, alternating. Prints figures and the ratio.
//
//   npm run build && PORT=4410 npm start          # in another terminal (or --base)
//   node bench/static.mjs --base http://127.0.0.1:4410 [--rounds 3] [--seconds 5]
//
// nginx comes from Debian's packages (`apt-get install nginx libnginx-mod-http-brotli-static`);
// without it the script says so and prints only the shop's figures.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { arg, median, waitFor } from "./lib.mjs";

const BASE = arg("--base", "http://127.0.0.1:4321");
const ROUNDS = Number(arg("--rounds", 3));
const SECONDS = Number(arg("--seconds", 5));
const NGINX_PORT = Number(arg("--nginx-port", 4419));
const CLIENT = resolve("dist/client");
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

if (!existsSync(CLIENT)) {
  console.error("no build in dist/client: run `npm run build` first");
  process.exit(1);
}
const files = readdirSync(join(CLIENT, "_astro"))
  .filter((name) => /\.(js|css|svg)$/.test(name))
  .map((name) => `/_astro/${name}`);

function startNginx() {
  const nginx = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim() || "/usr/sbin/nginx";
  if (!existsSync(nginx)) return { missing: "nginx is not installed (apt-get install nginx)" };
  if (!existsSync(BROTLI_MODULE))
    return { missing: "nginx's Brotli module is not installed (apt-get install libnginx-mod-http-brotli-static)" };
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // One worker, like the shop's one process; an access log line per request to a file, as the shop writes one.
  writeFileSync(
    join(dir, "nginx.conf"),
    `load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${CLIENT};
    gzip_static on;
    brotli_static on;
    etag on;
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
  return { child, base: `http://127.0.0.1:${NGINX_PORT}` };
}

async function round(base, encoding) {
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: SECONDS,
    requests: files.map((path) => ({ path, method: "GET", headers: { "accept-encoding": encoding } })),
  });
  return { rps: result.requests.average, p975: result.latency.p97_5, errors: result.errors + result.non2xx };
}

const nginx = startNginx();
if (nginx.missing) console.log(`baseline left out: ${nginx.missing}`);
else await waitFor(`${nginx.base}/favicon.svg`);

const servers = [["shop", BASE], ...(nginx.base ? [["nginx", nginx.base]] : [])];
console.log(`${files.length} built files (${CLIENT}), 20 connections, median of ${ROUNDS} × ${SECONDS} s`);
const results = {};
try {
  for (const encoding of ["br", "gzip"]) {
    for (const [name] of servers) results[`${name} ${encoding}`] = [];
    for (let i = 0; i < ROUNDS; i++)
      for (const [name, base] of servers) results[`${name} ${encoding}`].push(await round(base, encoding));
  }
} finally {
  nginx.child?.kill("SIGTERM");
}
const summary = (rounds) => ({
  rps: median(rounds.map((r) => r.rps)),
  p975: median(rounds.map((r) => r.p975)),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
});
for (const encoding of ["br", "gzip"]) {
  const shop = summary(results[`shop ${encoding}`]);
  console.log(`\n${encoding}:`);
  console.log(`  shop:  ${shop.rps.toFixed(0)} req/s, p97.5 ${shop.p975} ms, ${shop.errors} errors`);
  if (!nginx.base) continue;
  const base = summary(results[`nginx ${encoding}`]);
  console.log(`  nginx: ${base.rps.toFixed(0)} req/s, p97.5 ${base.p975} ms, ${base.errors} errors`);
  console.log(`  shop / nginx: ${((100 * shop.rps) / base.rps).toFixed(0)} % of the rate`);
}
