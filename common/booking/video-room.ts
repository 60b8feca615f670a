/** The longest video room address kept. */
const VIDEO_URL_MAX = 500;

/**
 * A member's video room as typed on *Availability*: null when left blank, undefined when it is not a
 * full https address (a Teams, Zoom or Meet personal room always is).
 */
export function videoRoomUrl(typed: string): string | null | undefined {
  const text = typed.trim();
  if (text === "") return null;
  if (text.length > VIDEO_URL_MAX || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password
    ? url.href
    : undefined;
}
