import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatBytes } from "#common/ops/format.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang } from "#common/site/pages.ts";
import { type ImageFormat, ImageTooLarge, imageRenditions, NotAnImage } from "#server/resources/images.server.ts";
import type { ResourceStore } from "#server/resources/store.server.ts";
import type { UploadErrors } from "./admin-editor";

/** What a page's picture may be sent as: the formats browsers show, as the editor's words name them. */
const webImageFormats: readonly ImageFormat[] = ["jpeg", "png", "webp", "avif"];

/*
 * The resource editor's uploads, checked before anything is stored: a guide's PDF by its first bytes,
 * an image by decoding it into its renditions. Each refusal names the file and says why (issue 46,
 * item 17).
 */

const maxUploadBytes = 10 * 1024 * 1024;

/** A file checked and ready to attach to an item, or what was wrong with it (and the description typed). */
export type Upload =
  | { ok: true; save: (store: ResourceStore, itemId: number) => Promise<Record<string, number>> }
  | { ok: false; errors: UploadErrors; alt?: string };

/** A file sent, or what is wrong with it before its content is read. */
function sentFile(file: File | undefined): { ok: true; file: File } | { ok: false; problem: "missing" | "tooBig" } {
  if (!file || file.size === 0) return { ok: false, problem: "missing" };
  if (file.size > maxUploadBytes) return { ok: false, problem: "tooBig" };
  return { ok: true, file };
}

/** What was wrong with a file, named and weighed, in the page's language (issue 46, item 17). */
function uploadMessage(
  t: AdminDictionary,
  lang: "fr" | "en",
  problem: "missing" | "tooBig" | "pdfType" | "imageType",
  file: File | undefined,
): string {
  const name = file ? file.name.slice(0, 80) : "";
  const size = file ? formatBytes(file.size, lang) : "";
  return formatMessage(t.resources.uploadErrors[problem], lang, { name, size });
}

/** A guide's PDF: it starts with "%PDF-"; anything else is refused, whatever its name says. */
export async function pdfUpload(file: File | undefined, t: AdminDictionary, lang: "fr" | "en"): Promise<Upload> {
  const sent = sentFile(file);
  const bytes = sent.ok ? new Uint8Array(await sent.file.arrayBuffer()) : undefined;
  if (!bytes || new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") {
    return { ok: false, errors: { pdf: uploadMessage(t, lang, sent.ok ? "pdfType" : sent.problem, file) } };
  }
  const name = (file as File).name.replace(/[^\w.-]+/g, "-").slice(-80) || "guide.pdf";
  return {
    ok: true,
    save: async (store, itemId) => {
      await store.setPdf(itemId, name.endsWith(".pdf") ? name : `${name}.pdf`, bytes);
      return { bytes: bytes.length };
    },
  };
}

/** An image and its description, made into its renditions before anything is stored. */
export async function imageUpload(
  file: File | undefined,
  alt: string,
  t: AdminDictionary,
  lang: "fr" | "en",
): Promise<Upload> {
  const sent = sentFile(file);
  // Every error at once: the file's and the description's; a good file must still be chosen again.
  const errors: UploadErrors = {};
  if (!alt) errors.alt = t.resources.uploadErrors.alt;
  if (!sent.ok) errors.image = uploadMessage(t, lang, sent.problem, file);
  else if (!alt) errors.image = t.resources.uploadErrors.chooseAgain;
  if (!sent.ok || !alt) return { ok: false, errors, alt };
  const read = await imageFileRenditions(sent.file, t, lang);
  if (!read.ok) return { ok: false, errors: { image: read.message }, alt };
  const { width, height, renditions } = read.image;
  return {
    ok: true,
    save: async (store, _itemId) => ({
      image: (await store.addImage(alt.slice(0, 300), width, height, renditions)).id,
    }),
  };
}

/**
 * An image file made into its renditions, or what is wrong with it in the resource editor's words:
 * missing, over 10 MB, not an image, or too many pixels (refused before decoding). The site pages'
 * editor reads its hero's image with it too (issue 55), so both say the same.
 */
export async function imageFileRenditions(
  file: File | undefined,
  t: AdminDictionary,
  lang: "fr" | "en",
  {
    webFormats = false,
  }: {
    /** Only the formats the words name (JPEG, PNG, WebP, AVIF), as the file's header says. */ webFormats?: boolean;
  } = {},
): Promise<{ ok: true; image: Awaited<ReturnType<typeof imageRenditions>> } | { ok: false; message: string }> {
  const sent = sentFile(file);
  if (!sent.ok) return { ok: false, message: uploadMessage(t, lang, sent.problem, file) };
  try {
    const taken = webFormats ? webImageFormats : undefined;
    return { ok: true, image: await imageRenditions(new Uint8Array(await sent.file.arrayBuffer()), { taken }) };
  } catch (error) {
    if (error instanceof ImageTooLarge) {
      const pixels = new Intl.NumberFormat(htmlLang[lang]);
      const size = `${pixels.format(error.width)} × ${pixels.format(error.height)}`;
      return { ok: false, message: formatMessage(t.resources.uploadErrors.pixels, lang, { size }) };
    }
    if (!(error instanceof NotAnImage)) throw error;
    return { ok: false, message: uploadMessage(t, lang, "imageType", file) };
  }
}
