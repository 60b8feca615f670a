import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals a calendar's address, credentials included, with AES-256-GCM: a fresh 96-bit nonce each
 * time, and the tag makes any change to the stored text fail to open rather than open wrong.
 */
export function createSealer(key: Buffer) {
  if (key.length !== 32) throw new Error("The calendar key must be 32 bytes");
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed: string): string {
      const [version, nonce, tag, body] = sealed.split(".");
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error("Not a sealed calendar address");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;

/** The key from CALENDAR_KEY (base64 or base64url), or the one kept in the database. */
export function calendarKey(text: string): Buffer {
  return Buffer.from(text, "base64");
}
