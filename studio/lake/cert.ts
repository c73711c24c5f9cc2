/**
 * The lake's TLS certificate: browsers speak HTTP/2 only over TLS, so the lake
 * makes a self-signed certificate on first start and keeps it beside its data.
 * It names `localhost`, the project's own host (`<projectId>.localhost`, where
 * the Studio's client sends every request) and the loopback addresses.
 */
// @peculiar/x509 resolves its ASN.1 schemas through tsyringe, which needs the Reflect metadata API.
import "reflect-metadata";
import { webcrypto } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as x509 from "@peculiar/x509";
import { privateDir, writePrivateFile } from "./private-files.ts";

export interface Certificate {
  key: string;
  cert: string;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
/** Long enough to never bother an editor, short enough that browsers accept it (they cap at 398 days). */
const VALID_DAYS = 390;

export function certificateHosts(projectId: string): string[] {
  return ["localhost", `${projectId}.localhost`];
}

export async function createCertificate(hosts: string[], now = new Date()): Promise<Certificate> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"])) as CryptoKeyPair;
  const notAfter = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
      .toString("hex")
      .replace(/^[89a-f]/, "1"),
    name: `CN=${hosts[0] ?? "localhost"}, O=Little North local Content Lake`,
    notBefore: now,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...hosts.map((value) => ({ type: "dns" as const, value })),
        { type: "ip", value: "127.0.0.1" },
        { type: "ip", value: "::1" },
      ]),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey("pkcs8", keys.privateKey);
  const key = x509.PemConverter.encode(pkcs8, "PRIVATE KEY");
  return { key, cert: certificate.toString("pem") };
}

/**
 * The certificate in `dir` (key.pem, cert.pem), made there on first start. A
 * certificate that no longer names every host or has expired is replaced.
 */
export async function ensureCertificate(dir: string, hosts: string[], now = new Date()): Promise<Certificate> {
  const keyPath = join(dir, "key.pem");
  const certPath = join(dir, "cert.pem");
  if (existsSync(keyPath) && existsSync(certPath)) {
    const existing = { key: readFileSync(keyPath, "utf8"), cert: readFileSync(certPath, "utf8") };
    if (coversHosts(existing.cert, hosts, now)) return existing;
  }
  const made = await createCertificate(hosts, now);
  privateDir(dir);
  writePrivateFile(keyPath, made.key);
  writePrivateFile(certPath, made.cert);
  return made;
}

function coversHosts(pem: string, hosts: string[], now: Date): boolean {
  try {
    const certificate = new x509.X509Certificate(pem);
    if (certificate.notAfter.getTime() < now.getTime() + 86_400_000) return false;
    const names = certificate.getExtension(x509.SubjectAlternativeNameExtension);
    const dns = new Set(names?.names.items.filter((name) => name.type === "dns").map((name) => name.value));
    return hosts.every((host) => dns.has(host));
  } catch {
    return false;
  }
}
