import type { ContactTopic } from "#common/content/types.ts";
import { type Lang, pathOf } from "./pages";

/** The query parameter and topic slugs a call to action uses to preselect the contact form's topic. */
export const topicParam: Record<Lang, string> = { fr: "sujet", en: "topic" };
export const topicSlugs: Record<Lang, Record<ContactTopic, string>> = {
  fr: { demo: "demo", expert: "expert", mga: "partenariat-ag", careers: "carrieres", support: "soutien" },
  en: { demo: "demo", expert: "expert", mga: "mga-partnership", careers: "careers", support: "support" },
};

/** A call to action's address: a demo is booked on the booking page, anything else goes to the contact form. */
export function contactHref(lang: Lang, topic?: ContactTopic): string {
  if (topic === "demo") return pathOf("booking", lang);
  const path = pathOf("contact", lang);
  return topic ? `${path}?${topicParam[lang]}=${topicSlugs[lang][topic]}` : path;
}

export function topicFromSearch(lang: Lang, search: URLSearchParams): ContactTopic | undefined {
  const slug = search.get(topicParam[lang]);
  const entry = Object.entries(topicSlugs[lang]).find(([, value]) => value === slug);
  return entry?.[0] as ContactTopic | undefined;
}
