import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway self-signed certificate for 127.0.0.1, made by openssl (CI installs it): `newKey` is
 * what follows `-newkey` (`rsa:2048`, or `ec` with `-pkeyopt …`).
 */
export function selfSignedCertificate(...newKey: string[]): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "certificate-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", ...newKey, "-nodes", "-days", "1"]
        .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
        .concat(["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")]),
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
