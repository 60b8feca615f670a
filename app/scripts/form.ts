/**
 * The public forms' script (issue 56): contact, booking, the newsletter, a webinar's or a guide's
 * request. The site's script loads it on a page with such a form. Each form already works as a plain
 * POST, checked by the browser's own constraints and then by the server; this checks it first with the
 * server's own schema, marks each field in error and lists it in the summary, says « Envoi en cours… »
 * and sends it once. A form marked "fetch" (contact) is sent in the background and survives a flaky
 * network; the others go on as the plain POST they are.
 */
import { withRetry } from "#app/lib/retry.ts";
import { validateBooking } from "#common/forms/booking-schema.ts";
import { validateContact } from "#common/forms/contact-schema.ts";
import type { FormWords } from "#common/forms/form-words.ts";
import { checkFields, requestSchema, signupSchema } from "#common/forms/newsletter-schema.ts";
import { control, readyAttribute, selectorOf } from "#common/site/controls.ts";

type Refusal = { fieldErrors: Partial<Record<string, string>>; formError?: string };
type Answer = Refusal & { ok: boolean };

/** The form's values checked by the schema the server uses: nothing when they pass. */
function refusalOf(words: FormWords, values: Record<string, unknown>): Refusal | undefined {
  const checked =
    words.kind === "contact"
      ? validateContact(values, words.errors, words.lengths)
      : words.kind === "booking"
        ? validateBooking(values, words.errors, words.lengths, words.questions)
        : checkFields(words.kind === "signup" ? signupSchema(words.errors) : requestSchema(words.errors), values);
  return checked.ok ? undefined : checked;
}

async function sendInBackground(form: HTMLFormElement): Promise<Answer> {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" }, body });
  return (await response.json()) as Answer;
}

/** The element the template holds, copied. */
const copyOf = (template: HTMLTemplateElement | null) =>
  template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;

const wired = new WeakSet<HTMLFormElement>();

function wire(form: HTMLFormElement) {
  if (wired.has(form)) return;
  wired.add(form);
  const find = <T extends Element>(name: Parameters<typeof selectorOf>[0]) => form.querySelector<T>(selectorOf(name));
  const words = JSON.parse(find("formWords")?.textContent ?? "{}") as FormWords;
  const summary = find<HTMLElement>("formSummary");
  const errorTemplate = find<HTMLTemplateElement>("formErrorTemplate");
  const summaryTemplate = find<HTMLTemplateElement>("formSummaryTemplate");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.innerHTML ?? "";
  const sentPanel = form.parentElement?.querySelector<HTMLElement>(selectorOf("formSent"));
  const title = document.title.startsWith(words.refusedTitle)
    ? document.title.slice(words.refusedTitle.length)
    : document.title;
  let busy = false;
  // The browser's bubbles give way to the same checks, said on each field and in the summary.
  form.noValidate = true;

  /** The fields a visitor fills, by name: a group of radio buttons is one. */
  const fields = () => {
    const named = new Map<string, HTMLInputElement[]>();
    for (const element of form.elements) {
      const input = element as HTMLInputElement;
      if (!input.name || input.type === "hidden" || input.closest("[aria-hidden=true]")) continue;
      named.set(input.name, [...(named.get(input.name) ?? []), input]);
    }
    return named;
  };

  /** A field's error below it, tied to it for screen readers; none when `message` is empty. */
  function mark(inputs: HTMLInputElement[], message: string | undefined) {
    const [first] = inputs;
    if (!first) return;
    const id = `${first.name}-error`;
    form.querySelector(`#${CSS.escape(id)}`)?.remove();
    // A group's error is said by its fieldset; a box's sits below its label's row; a field's below it.
    const group = first.type === "radio" ? first.closest("fieldset") : null;
    const described = group ?? first;
    const holder = group ?? (first.type === "checkbox" ? first.parentElement?.parentElement : first.parentElement);
    const ids = (described.getAttribute("aria-describedby") ?? "").split(" ").filter((token) => token && token !== id);
    const error = message ? copyOf(errorTemplate) : undefined;
    if (message && error && holder) {
      error.id = id;
      error.append(message);
      holder.append(error);
      ids.push(id);
    }
    for (const input of inputs) {
      if (message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
    if (ids.length) described.setAttribute("aria-describedby", ids.join(" "));
    else described.removeAttribute("aria-describedby");
  }

  /** A refusal on every field and in the summary, with focus where the form says; or none. */
  function show(refusal: Refusal | undefined) {
    const errors = refusal?.fieldErrors ?? {};
    for (const [name, inputs] of fields()) mark(inputs, errors[name]);
    summary?.replaceChildren();
    document.title = refusal ? `${words.refusedTitle}${title}` : title;
    if (!refusal || !summary) return;
    const body = copyOf(summaryTemplate);
    const list = body?.querySelector("ul");
    const item = list?.querySelector("li");
    if (!body || !list || !item) return;
    body.querySelector("p")?.replaceChildren(refusal.formError ?? words.summary);
    list.replaceChildren();
    for (const [name, fieldLabel] of Object.entries(words.labels)) {
      const message = errors[name];
      if (!message) continue;
      const entry = item.cloneNode(true) as HTMLElement;
      const link = entry.querySelector("a");
      link?.setAttribute("href", `#${words.anchors?.[name] ?? name}`);
      link?.replaceChildren(fieldLabel);
      entry.querySelector("span")?.replaceChildren(message);
      list.append(entry);
    }
    if (!list.children.length) list.remove();
    summary.append(body);
    focusRefusal();
  }

  function focusRefusal() {
    const first = form.querySelector<HTMLElement>("[aria-invalid=true]");
    if (words.focus === "field" && first) first.focus();
    else summary?.focus();
  }

  function sending(on: boolean) {
    busy = on;
    if (!button || !words.sending) return;
    if (on) {
      button.textContent = words.sending;
      button.setAttribute("aria-disabled", "true");
    } else {
      button.innerHTML = label;
      button.removeAttribute("aria-disabled");
    }
  }

  form.addEventListener("submit", async (event) => {
    if (busy) return event.preventDefault();
    const refusal = refusalOf(words, Object.fromEntries(new FormData(form)));
    show(refusal);
    if (refusal) return event.preventDefault();
    sending(true);
    if (form.getAttribute(control.form) !== "fetch") return;
    event.preventDefault();
    try {
      const answer = await withRetry(() => sendInBackground(form));
      if (answer.ok && sentPanel) {
        form.hidden = true;
        sentPanel.hidden = false;
        sentPanel.focus();
      } else show({ fieldErrors: answer.fieldErrors ?? {}, formError: answer.formError ?? words.invalid });
    } catch {
      show({ fieldErrors: {}, formError: words.network });
    }
    sending(false);
  });

  // A fresh form in place of the confirmation, focus on its first field.
  sentPanel?.querySelector(selectorOf("formAgain"))?.addEventListener("click", (event) => {
    event.preventDefault();
    form.reset();
    show(undefined);
    sentPanel.hidden = true;
    form.hidden = false;
    fields().values().next().value?.[0]?.focus();
  });

  // A summary's link puts focus on its field, which following its fragment alone would not.
  summary?.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
    const field = link && document.getElementById(decodeURIComponent(link.getAttribute("href")?.slice(1) ?? ""));
    if (!field) return;
    event.preventDefault();
    field.focus();
  });

  // Back from the page cache after a plain POST left: the form can be sent again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) sending(false);
  });

  // A refusal the server wrote into the page: focus goes where the script's own would.
  if (summary?.childElementCount) focusRefusal();
}

/** Wires every form of `root` not yet wired: the page's, and those booking's script puts in it later. */
export function wireForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(selectorOf("form"))) wire(form);
}

wireForms(document);
document.documentElement.setAttribute(readyAttribute("form"), "");
