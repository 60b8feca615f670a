import { randomBytes } from "node:crypto";

export type MediaFormat = "avif" | "webp" | "jpeg";

/**
 * An uploaded image's name: 128 random bits, base64url (22 characters). Its files are found by it,
 * so no address can be guessed or counted up to, as the sequential ids could (decision 063).
 */
export function newImageToken(): string {
  return randomBytes(16).toString("base64url");
}

/** The public address of one rendition (app/routes/resource-media.ts serves it). */
export function mediaPath(token: string, width: number, format: MediaFormat): string {
  return `/media/${token}-${width}.${format}`;
}

/**
 * What a `/media/…` file name asks for: an image by its token, or, under the names given before
 * tokens (`<id>-<width>.<format>`), by its id, which is answered only for an image already public.
 */
export function readMediaName(
  file: string,
): (({ token: string } | { legacyId: number }) & { width: number; format: MediaFormat }) | undefined {
  const named = /^([\w-]{22})-(\d{1,5})\.(avif|webp|jpeg)$/.exec(file);
  if (named) return { token: named[1] as string, width: Number(named[2]), format: named[3] as MediaFormat };
  const legacy = /^(\d{1,9})-(\d{1,5})\.(avif|webp|jpeg)$/.exec(file);
  if (legacy) return { legacyId: Number(legacy[1]), width: Number(legacy[2]), format: legacy[3] as MediaFormat };
  return undefined;
}
