/**
 * Québec's French typography, applied for the editor as they type and again on save (issue 55, item 5):
 * - a narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : ;
 * - a no-break space inside « », and in « 15 h », « 15 h 30 », « 40 % ».
 * Only an ordinary space (or none) is replaced: a no-break space of either width already there is kept,
 * so today's dictionaries (written with U+00A0 throughout) come out unchanged, and a second pass changes
 * nothing. Addresses (URLs, e-mail), a Markdown link's target, inline code, HTML entities and a colon
 * between digits (« 1:2 », « 10:30 ») are left as typed.
 */

const nbsp = "\u00a0";
const narrowNbsp = "\u202f";

/**
 * What typography must not touch: inline code, a Markdown link's target, URLs (their query's `?` and
 * the scheme's `:` included), e-mail addresses and HTML entities.
 */
const untouchable =
  /`[^`\n]*`|\]\([^)\n]*\)|\b(?:https?:\/\/|ftp:\/\/|mailto:|tel:|www\.)[^\s<>"«»]*[^\s<>"«».,;:!?)\]'’]|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/giu;

/** The text with its addresses, link targets, inline code and entities blanked: what a word count reads. */
export function withoutUntouchable(text: string): string {
  return text.replace(untouchable, " ");
}

/** The [start, end) ranges of a text that typography leaves alone. */
function untouchableRanges(text: string): [number, number][] {
  return Array.from(text.matchAll(untouchable), (match) => [match.index, match.index + match[0].length]);
}

const isOrdinarySpace = (char: string | undefined) => char === " " || char === "\t";
const isNoBreakSpace = (char: string | undefined) => char === nbsp || char === narrowNbsp;
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** The output's ordinary spaces at its end, taken off; returns the character before them. */
function trimTrailingSpaces(out: string[]): string | undefined {
  while (isOrdinarySpace(out.at(-1))) out.pop();
  return out.at(-1);
}

/** The character before the output's trailing ordinary spaces, without changing it. */
function beforeSpaces(out: string[]): { char: string | undefined; spaces: number } {
  let index = out.length - 1;
  while (index >= 0 && isOrdinarySpace(out[index])) index--;
  return { char: index >= 0 ? out[index] : undefined, spaces: out.length - 1 - index };
}

/**
 * Whether a punctuation mark or a closing guillemet follows words: not at a line's start, not after
 * another mark (« ?! », « … ? » stay as typed) nor after an opening bracket.
 */
function followsWords(char: string | undefined): boolean {
  return char !== undefined && char !== "\n" && char !== "\r" && !isNoBreakSpace(char) && !/[;:!?.…([{«]/.test(char);
}

/** Whether the output ends with a number (digits, a decimal, « 10+ ») that no letter glues to. */
function endsWithNumber(out: string[]): boolean {
  let index = out.length - 1;
  if (out[index] === "+") index--;
  if (!isDigit(out[index])) return false;
  while (index >= 0 && (isDigit(out[index]) || ((out[index] === "," || out[index] === ".") && isDigit(out[index - 1]))))
    index--;
  return !isLetter(out[index]);
}

export function frenchTypography(text: string): string {
  const out: string[] = [];
  const ranges = untouchableRanges(text);
  let next = 0;
  let index = 0;
  while (index < text.length) {
    // A range the rules below stepped into (minutes, a guillemet's spaces) is no longer whole: skip it.
    while ((ranges[next]?.[0] ?? Number.POSITIVE_INFINITY) < index) next++;
    const range = ranges[next];
    if (range && index === range[0]) {
      // Character by character, so that the checks below read the output's last character.
      for (let at = range[0]; at < range[1]; at++) out.push(text[at] as string);
      index = range[1];
      next++;
      continue;
    }
    const char = text[index] as string;
    const following = text[index + 1];
    if (char === ";" || char === "!" || char === "?" || char === ":" || char === "»") {
      const ratio = char === ":" && isDigit(text[index - 1]) && isDigit(following);
      const image = char === "!" && following === "[";
      if (!ratio && !image && followsWords(beforeSpaces(out).char)) {
        trimTrailingSpaces(out);
        out.push(char === ":" || char === "»" ? nbsp : narrowNbsp);
      }
      out.push(char);
      index++;
      continue;
    }
    if (char === "«") {
      out.push(char);
      let after = index + 1;
      while (isOrdinarySpace(text[after])) after++;
      const inside = text[after];
      if (inside !== undefined && !isNoBreakSpace(inside) && inside !== "\n" && inside !== "\r") {
        out.push(nbsp);
        index = after;
      } else index++;
      continue;
    }
    if (char === "%") {
      const { spaces } = beforeSpaces(out);
      if (spaces <= 1 && endsWithNumber(out.slice(0, out.length - spaces))) {
        trimTrailingSpaces(out);
        out.push(nbsp);
      }
      out.push(char);
      index++;
      continue;
    }
    if (char === "h" && !isLetter(following)) {
      // « 15 h », « 15h30 » → « 15 h 30 »: hours, and minutes as two digits; « 24 heures » is words.
      const { spaces } = beforeSpaces(out);
      const minutes = /^ ?([0-5]\d)(?![\p{L}\p{N}])/u.exec(text.slice(index + 1));
      const hour = !isDigit(following) || minutes !== null;
      if (hour && spaces <= 1 && endsWithNumber(out.slice(0, out.length - spaces))) {
        trimTrailingSpaces(out);
        out.push(nbsp, char);
        index++;
        if (minutes) {
          out.push(nbsp, minutes[1] as string);
          index += minutes[0].length;
        }
        continue;
      }
    }
    out.push(char);
    index++;
  }
  return out.join("");
}
