/**
 * A field's readable name, from its dot path (decision 112): « Héros › Titre » for
 * `pages.home.hero.title`, « Sections › 3 › Paragraphes › 1 » for `pages.privacy.sections.2.paragraphs.0`.
 * The page's own prefix goes (the editor's title names the page); a list's index counts from 1, as a
 * reader does; a leaf name the words table does not know is spelled out from its camelCase.
 */
export function fieldLabel(path: string, names: Readonly<Record<string, string>>, separator = "›"): string {
  const parts = path.split(".");
  const own = parts[0] === "pages" || (parts[0] === "common" && parts[1] === "footer") ? parts.slice(2) : parts;
  const shown = own[0] === "common" ? own.slice(1) : own;
  return (shown.length > 0 ? shown : parts).map((part) => partName(part, names)).join(` ${separator} `);
}

function partName(part: string, names: Readonly<Record<string, string>>): string {
  if (/^\d+$/.test(part)) return String(Number(part) + 1);
  const known = Object.hasOwn(names, part) ? names[part] : undefined;
  if (known) return known;
  const words = part
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
