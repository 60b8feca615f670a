import { canadaZones } from "#common/booking/times.ts";

/**
 * What the resource editor offers in the browser and the server reads back (issue 46, item 17): the
 * time zones a webinar is typed in (Canada's, as the booking page offers them), and the slug made
 * from a title.
 */
export const editorTimeZones = canadaZones;
export type EditorTimeZone = (typeof editorTimeZones)[number];

/** A title as an address: accents dropped, lowercase letters and digits joined by single hyphens, 80 at most. */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // French ligatures do not decompose: written out, as one would type them.
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+/, "")
      .slice(0, 80)
      .replace(/-+$/, "")
  );
}
