import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh random secret for a cookie, a link or a form: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no door. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
