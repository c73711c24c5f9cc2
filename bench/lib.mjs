// Shared by the benchmark scripts: percentiles, waiting for a server, a bench database.
import postgres from "postgres";

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function waitFor(url) {
  for (let n = 0; n < 300; n++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** The URL of a database of its own on the PostgreSQL server (DATABASE_URL or the local one), created if missing. */
export async function benchDatabaseUrl(name) {
  const server = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(server, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    const [{ exists }] = await admin`select exists(select 1 from pg_database where datname = ${name}) as exists`;
    if (!exists) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}
