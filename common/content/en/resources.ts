import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const resources: Dictionary["pages"]["resources"] = {
  meta: {
    title: `Resources | ${site.name}`,
    description:
      "Guides, webinars, case studies and articles for financial security advisors and managing general agents in Québec and across Canada.",
  },
  title: "Resources",
  lead: "Practical guides, webinars, case studies and articles to organize your practice and your compliance.",
  cta: {
    title: "A question about your practice?",
    text: "Our team will be happy to answer.",
    button: "Contact us",
  },
  text: {
    filters: "Filter by kind",
    all: "All",
    kinds: { guide: "Guide", webinar: "Webinar", "case-study": "Case study", article: "Article" },
    search: "Search the resources",
    searchButton: "Search",
    results: "Results for “{q}”",
    noMatch: "No resource matches this search.",
    nothingYet: "Nothing is published here yet. Check back soon.",
    feed: "Resources Atom feed",
    feedTitle: `${site.name} resources`,
    feedDescription: "Guides, webinars, case studies and articles for advisors and managing general agents.",
    readingTime: "{n} min read",
    published: "Published",
    by: "By",
    illustrative:
      "Illustrative case study: a typical firm, described from common situations. No client is named and no result is promised.",
    webinar: {
      when: "Date",
      session: "Session on",
      length: "Length: {n} minutes",
      replay: "Watch the replay",
      zone: "{zone} time",
    },
    downloadPdf: "Download the guide (PDF)",
    back: "All resources",
  },
};

export const guides: Dictionary["pages"]["guides"] = {
  meta: {
    title: `Guides and templates | ${site.name}`,
    description: "Practical guides and checklists for financial security advisors and managing general agents.",
  },
  title: "Guides and templates",
  lead: "Practical tools to structure your files, your follow-ups and your compliance.",
  cta: {
    title: "Need a hand putting them to work?",
    text: "Talk it over with our team.",
    button: "Contact us",
  },
};

export const webinars: Dictionary["pages"]["webinars"] = {
  meta: {
    title: `Webinars | ${site.name}`,
    description: "Live webinars on practice organization, automation and compliance for financial security advisors.",
  },
  title: "Webinars",
  lead: "Live sessions to learn good practices and ask your questions.",
  cta: {
    title: "A question before the session?",
    text: "Write to us and we will answer.",
    button: "Write to us",
  },
};

export const conferences: Dictionary["pages"]["conferences"] = {
  meta: {
    title: `Conferences | ${site.name}`,
    description:
      "Coming soon: our talks on the future of the practice for financial security advisors and general agents. Invite us to speak at your next event.",
  },
  title: "Conferences",
  lead: "We’re preparing talks for advisors and general agents.",
  points: ["Talks on the future of the practice", "Advisors sharing their experience", "Meet our team"],
  cta: {
    title: "Organizing an event?",
    text: "Invite us to speak to your advisors.",
    button: "Invite us",
  },
};

export const caseStudies: Dictionary["pages"]["caseStudies"] = {
  meta: {
    title: `Case studies | ${site.name}`,
    description:
      "Case studies on how advisory firms and managing general agents organize their practice. Illustrative studies say so.",
  },
  title: "Case studies",
  lead: "How firms organize their practice. An illustrative study says so plainly.",
  cta: {
    title: "What about your firm?",
    text: "Book a demo and see what the assistant can do for you.",
    button: "Book a demo",
  },
};
