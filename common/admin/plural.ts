import { htmlLang, type Lang } from "../site/pages";

/** A sentence whose words follow a count: `{count}` is the number (« 1 demande affichée », "2 leads shown"). */
export type CountText = { one: string; other: string };

/** A count's sentence as the language says it: Intl.PluralRules picks the form, Intl writes the number. */
export function countText(forms: CountText, count: number, lang: Lang): string {
  const form = new Intl.PluralRules(htmlLang[lang]).select(count) === "one" ? forms.one : forms.other;
  return form.replaceAll("{count}", new Intl.NumberFormat(htmlLang[lang]).format(count));
}
