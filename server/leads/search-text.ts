/**
 * What the inbox searches: a lead's name, email, company and message in one lowered string without
 * accents, stored with the lead. Folding here rather than in SQL makes "quebec" find "Québec" on both
 * databases (SQLite's lower() knows only ASCII), and spares a search from rebuilding it on every row.
 */
export function searchText(parts: readonly (string | null)[]): string {
  return fold(parts.filter(Boolean).join(" "));
}

/** The same folding for the words typed in the search box. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
