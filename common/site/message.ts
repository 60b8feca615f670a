import { IntlMessageFormat } from "intl-messageformat";
import { htmlLang, type Lang } from "./pages";

/** What a message's placeholders may hold: ICU formats numbers and dates in the language's way. */
export type MessageValue = string | number | Date;

/**
 * An ICU MessageFormat string whose placeholders are the keys of A (decision 102). The brand is
 * optional, so a dictionary writes a plain string literal where its type says `Message<{ count: number }>`,
 * and `formatMessage` then asks for exactly those values.
 */
export type Message<A extends Record<string, MessageValue> = Record<never, never>> = string & {
  readonly __values?: A;
};

const compiled = new Map<string, IntlMessageFormat>();

/** The message with its values, as the language writes them: `{count, plural, one {…} other {…}}`, `{n, number}`, `{at, date}`. */
export function formatMessage<A extends Record<string, MessageValue>>(
  message: Message<A>,
  lang: Lang,
  values: A,
): string {
  const key = `${lang}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    // Dictionaries hold a few hundred messages; the bound only matters once editors' versions add more.
    if (compiled.size >= 5000) compiled.clear();
    format = new IntlMessageFormat(message, htmlLang[lang]);
    compiled.set(key, format);
  }
  return String(format.format(values));
}
