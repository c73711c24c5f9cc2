// A PostgreSQL primary and a streaming replica of it, started by a benchmark (issue 32, ADR 44):
// throwaway clusters under a folder of /tmp, on ports of the caller's choosing, never the
// machine's own server. The primary is created (initdb) and seeded once and kept between runs,
// like the bench databases on the machine's server; the replica is a fresh pg_basebackup of it
// each run, streaming from it (hot standby). PostgreSQL refuses to run as root, so as root the
// clusters run as the `postgres` user. `stop()` stops both servers.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";

const BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL program as the user that owns the clusters. */
function pg(program, args) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "runuser" : join(BIN, program);
  const argv = asRoot ? ["-u", "postgres", "--", join(BIN, program), ...args] : args;
  const r = spawnSync(command, argv, { cwd: "/tmp", encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${program} ${args.join(" ")} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

function start(dataDir, port, folder, extra = []) {
  pg("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    `${dataDir}.log`,
    "-w",
    "-o",
    [`-p ${port}`, `-k ${folder}`, "-c listen_addresses=127.0.0.1", "-c max_connections=200", ...extra].join(" "),
    "start",
  ]);
}

const stopCluster = (dataDir) => {
  if (existsSync(join(dataDir, "postmaster.pid"))) pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
};

/** The postmaster's pid (its processes are its children), from the data folder. */
export const postmasterPid = (dataDir) => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);

/**
 * Starts (creating on first use) a primary on `primaryPort` holding `database`, seeded by
 * `seed(url)` when it has no products, and a replica of it on `replicaPort`.
 */
export async function primaryAndReplica({ folder, primaryPort, replicaPort, database, seed }) {
  mkdirSync(folder, { recursive: true });
  if (process.getuid?.() === 0) chownSync(folder, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const primaryDir = join(folder, "primary");
  const replicaDir = join(folder, "replica");
  if (!existsSync(primaryDir)) pg("initdb", ["-D", primaryDir, "--auth=trust", "-U", "postgres"]);
  // wal_level replica and ten WAL senders are PostgreSQL 15's defaults; initdb's pg_hba lets
  // local replication connections in with trust.
  stopCluster(primaryDir);
  start(primaryDir, primaryPort, folder);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`;
  const admin = postgres(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, { max: 1, onnotice: () => {} });
  const [{ exists }] = await admin`select exists(select 1 from pg_database where datname = ${database}) as exists`;
  if (!exists) await admin.unsafe(`create database ${database}`);
  await admin.end();
  await seed(primaryUrl);
  stopCluster(replicaDir);
  rmSync(replicaDir, { recursive: true, force: true });
  // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
  pg("pg_basebackup", ["-D", replicaDir, "-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-R", "-X", "stream"]);
  start(replicaDir, replicaPort, folder, ["-c hot_standby=on"]);
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;
  return {
    primaryUrl,
    replicaUrl,
    primaryDir,
    replicaDir,
    stop() {
      stopCluster(replicaDir);
      stopCluster(primaryDir);
    },
  };
}
