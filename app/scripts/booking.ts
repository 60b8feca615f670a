/**
 * The booking page's script (issue 56). Its days and times are plain links and its zone a plain GET
 * form, each a whole page before this runs. With it, a plain click on a day or a time brings the
 * server's answer into the page in place, with focus where the link's fragment points; and the times
 * are labelled in the visitor's own zone, by the server, unless the visitor chose one.
 */
import { control, readyAttribute, selectorOf } from "#common/site/controls.ts";
import { wireForms } from "./form";
import { focusFragment } from "./fragment";

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's zone. Temporal names it without starting ICU's date formatting, which costs a page
 * its longest task (decision 020); Intl is the fallback where Temporal is missing.
 */
function browserZone(): string {
  const temporal = (globalThis as WithTemporal).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const region = () => document.querySelector<HTMLElement>(selectorOf("booking"));

/** This page's times or form as the server writes them at `href`, with that page's title. */
async function regionAt(href: string | URL) {
  const response = await fetch(href, { headers: { Accept: "text/html" } });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.querySelector<HTMLElement>(selectorOf("booking"));
  return fresh ? { fresh, title: page.title } : undefined;
}

function put(here: HTMLElement, fresh: HTMLElement) {
  here.replaceWith(document.adoptNode(fresh));
  wireForms(fresh);
}

/** The page at `href` in place of this one's times or form; false when it could not be brought. */
async function bring(href: string): Promise<boolean> {
  const found = await regionAt(href).catch(() => undefined);
  const here = region();
  if (!found || !here) return false;
  put(here, found.fresh);
  document.title = found.title;
  return true;
}

// A plain click (or Enter) on a day or a time; one that asks for another tab or window is the browser's.
document.addEventListener("click", async (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
  if (!link || !plain || event.defaultPrevented || !link.closest(selectorOf("bookingMoments"))) return;
  event.preventDefault();
  if (!(await bring(link.href))) return location.assign(link.href);
  history.pushState(null, "", link.href);
  focusFragment();
});

window.addEventListener("popstate", () => {
  void bring(location.href).then((brought) => brought || location.reload());
});

/** Labelled on Montréal's clock by the server: relabelled in the visitor's zone, before they type. */
async function relabel() {
  const shown = region();
  const zone = browserZone();
  const param = shown?.getAttribute(control.bookingZoneParam);
  if (!shown || !param || shown.hasAttribute(control.bookingZoneChosen)) return;
  // Nor a refusal the server answered a POST with: the same address would bring the form back empty.
  if (zone === shown.getAttribute(control.booking) || shown.querySelector(selectorOf("formSummary"))?.childElementCount)
    return;
  let typed = false;
  shown.addEventListener("input", () => {
    typed = true;
  });
  const address = new URL(location.href);
  address.searchParams.set(param, zone);
  const found = await regionAt(address).catch(() => undefined);
  if (found && !typed && region() === shown) put(shown, found.fresh);
}

void relabel().finally(() => document.documentElement.setAttribute(readyAttribute("booking"), ""));
