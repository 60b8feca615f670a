/**
 * Reads what a calendar invitation says, for tests: its content lines (RFC 5545 §3.1: unfolded,
 * split into name, parameters and value), grouped by component. The invitation comes out of an
 * email through `readMail` (./mime). Enough to check an invitation; not a general iCalendar parser.
 */

export type ContentLine = { name: string; params: Record<string, string>; value: string };
export type Component = { type: string; lines: ContentLine[]; components: Component[] };

function contentLine(line: string): ContentLine {
  // The value starts after the first colon outside a quoted parameter value.
  let quoted = false;
  let at = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) {
      at = i;
      break;
    }
  }
  if (at === -1) throw new Error(`Not a content line: ${line}`);
  const [name = "", ...params] = line.slice(0, at).split(";");
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => param.split("=", 2) as [string, string])),
    value: line.slice(at + 1),
  };
}

/** Parses a calendar's text into its components; throws on anything malformed. */
export function readCalendar(text: string): Component {
  const lines = text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line !== "")
    .map(contentLine);
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of lines) {
    if (line.name === "BEGIN") {
      const component = { type: line.value, lines: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
      root ??= component;
    } else if (line.name === "END") {
      if (stack.pop()?.type !== line.value) throw new Error(`Unbalanced END:${line.value}`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`${line.name} outside any component`);
      current.lines.push(line);
    }
  }
  if (!root || stack.length) throw new Error("Unterminated calendar");
  return root;
}

/** The value of a component's property, unescaped (RFC 5545 §3.3.11). */
export function property(component: Component, name: string): string | undefined {
  const value = component.lines.find((line) => line.name === name)?.value;
  return value?.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");
}

export function propertyLine(component: Component, name: string): ContentLine | undefined {
  return component.lines.find((line) => line.name === name);
}
