import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureCertificate } from "./cert.ts";
import { privateDir, writePrivateFile } from "./private-files.ts";

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the lake's secrets on disk", () => {
  it("closes a folder made earlier, and replaces a file left readable by others with one for its owner alone", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lake-private-")), "lake");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const token = join(dir, "shop-token");
    writeFileSync(token, "old\n", { mode: 0o644 });
    chmodSync(token, 0o644);
    privateDir(dir);
    writePrivateFile(token, "new\n");
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(token)).toBe(0o600);
    expect(readFileSync(token, "utf8")).toBe("new\n");
    expect(readdirSync(dir)).toEqual(["shop-token"]);
  });

  it("makes a new folder for its owner alone", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lake-private-")), "a", "lake");
    privateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it("writes the certificate's key for its owner alone, in a folder that was open", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lake-cert-"));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, "key.pem"), "not a key", { mode: 0o644 });
    writeFileSync(join(dir, "cert.pem"), "not a certificate", { mode: 0o644 });
    await ensureCertificate(dir, ["localhost"]);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, "key.pem"))).toBe(0o600);
    expect(readFileSync(join(dir, "key.pem"), "utf8")).toContain("PRIVATE KEY");
  });
});
