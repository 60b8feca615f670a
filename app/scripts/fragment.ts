/**
 * Focus on what the address's fragment names, when it is a place made to take focus (`tabindex="-1"`:
 * the main content, booking's day or form). A whole page loaded from a link or a form's answer starts
 * there for the keyboard and the screen reader, as a page changed in place does.
 */
export function focusFragment(): void {
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (!target || target.getAttribute("tabindex") !== "-1") return;
  target.scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}
