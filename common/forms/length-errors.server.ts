import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { questionLimits } from "./booking-schema";
import { type ContactErrors, type LengthErrors, limits } from "./contact-schema";

const made = new WeakMap<ContactErrors, LengthErrors>();

/**
 * The contact and booking forms' length errors, each with its field's bounds, written here on the
 * server: a page's loader hands them to the browser, which then needs no message formatter
 * (decision 103). Made once per language's errors.
 */
export function lengthErrors(errors: ContactErrors, lang: Lang): LengthErrors {
  const known = made.get(errors);
  if (known) return known;
  const bounds = (min: number, max: number) => ({
    tooShort: formatMessage(errors.tooShort, lang, { min }),
    tooLong: formatMessage(errors.tooLong, lang, { max }),
  });
  const lengths = {
    ...Object.fromEntries(
      Object.entries(limits).map(([field, limit]) => [field, bounds("min" in limit ? limit.min : 0, limit.max)]),
    ),
    answer: bounds(0, questionLimits.answer),
  } as LengthErrors;
  made.set(errors, lengths);
  return lengths;
}
