import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const common: Dictionary["common"] = {
  figuresBasis:
    "These figures are goals, not measured results: we estimated them from the time the tasks the assistant automates (notes, follow-ups, documents, reminders) take in a typical practice. Results vary from one practice to another.",
  illustrativeTestimonials:
    "Illustrative testimonials: they describe how the product is meant to be used, until we publish quotes from our clients, with their consent.",
  skipLink: "Skip to main content",
  comingSoon: "Coming soon",
  nav: {
    label: "Main navigation",
    home: "Home",
    solutions: "Solutions",
    resources: "Resources",
    about: "About",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    talkToExpert: "Talk to an expert",
    items: {
      webApp: "Web application",
      services: "Professional services",
      advisors: "Advisors",
      mga: "General agents",
      guides: "Downloadable guides and templates",
      webinars: "Webinars",
      conferences: "Conferences",
      caseStudies: "Case studies",
      aboutUs: "About us",
      careers: "Careers",
      press: "Press room",
      contactUs: "Contact us",
    },
    toggleName: "Français",
    toggleTooltip: "View this page in French",
  },
  footer: {
    description: `${site.name} helps financial security advisors and general agents organize their practice with a digital assistant and outsourced insurance administration services.`,
    solutions: "Solutions",
    company: "Company",
    legal: "Legal",
    contact: "Contact us",
    appointments: "Appointments",
    support: "Support",
    addresses: { appointments: site.emails.appointments, support: site.emails.support },
    newTab: "(opens in a new tab)",
    rights: "All rights reserved.",
    links: {
      resources: "Resources",
      privacy: "Privacy Policy",
      terms: "Terms of Use",
      cookies: "Cookie Policy",
      newsletter: "Newsletter",
    },
  },
};

export const carousel: Dictionary["carousel"] = {
  label: "Testimonials",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause rotation",
  play: "Resume rotation",
  goTo: "Go to testimonial {n}",
  position: "Testimonial {n} of {total}",
};

export const notFound: Dictionary["notFound"] = {
  meta: {
    title: `Page not found | ${site.name}`,
    description:
      "The page you requested doesn’t exist or has moved. Head back to the home page to discover our digital assistant for financial advisors.",
  },
  code: "404",
  title: "Oops! Page not found",
  text: "The page you’re looking for doesn’t exist or has moved.",
  back: "Back to home",
};

export const httpErrors: Dictionary["httpErrors"] = {
  methodNotAllowed: "This method is not allowed at this address.",
  badRequest: "Bad request.",
  internal: "Internal server error. Please try again in a moment.",
  payloadTooLarge: "What was sent is too large for this address.",
  tooManyParts: "This form holds too many fields or files: {max} at most. Nothing was saved.",
  unsupportedType: "Unsupported format: this address expects a form.",
  unavailable: "This service is not offered by this deployment of the site.",
};

export const about: Dictionary["pages"]["about"] = {
  meta: {
    title: `About us | ${site.name}`,
    description: `${site.name} is a Canadian company that combines technology and insurance administration expertise to give financial advisors their time back.`,
  },
  hero: {
    eyebrow: "About us",
    title: "Giving advisors their time back",
    lead: `${site.name} is a Canadian company that combines technology and insurance administration expertise to simplify the day-to-day of advisors and general agents.`,
    primary: "Book an appointment",
    secondary: "Talk to an expert",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Freeing advisors from admin",
    intro:
      "We automate and take over administrative work so advisors can put their energy where it counts: their clients.",
  },
  vision: {
    eyebrow: "Our vision",
    title: "Practices that are organized, consistent and succession-ready",
    intro:
      "We want every firm, small or large, to work in a structured way, share the same standards and pass on its book of business with confidence.",
    quote: {
      text: "Technology should serve the client relationship, never replace it.",
      author: `The ${site.name} team`,
      role: "Our commitment",
    },
  },
  values: {
    eyebrow: "Our values",
    title: "Seven values, one name",
    intro: `The initials of our seven values spell SOBRITA. They guide every decision we make.`,
    items: [
      { title: "Security", text: "We protect our clients’ data as if it were our own." },
      { title: "Optimization", text: "We keep looking for the simplest way to do things well." },
      { title: "Benevolence", text: "We listen to and support every client with respect." },
      { title: "Rigour", text: "We aim for accuracy in every file and every line of code." },
      { title: "Integrity", text: "We say what we do, and we do what we say." },
      { title: "Transparency", text: "We communicate clearly, even when something goes wrong." },
      { title: "Ambition", text: "We aim to change the way advisors practise, for good." },
    ],
  },
  team: {
    eyebrow: "Our team",
    title: "Insurance people and technology people",
    intro: "Our team brings together specialists in insurance administration, compliance and software development.",
    placeholder: "Team photo coming soon",
    button: "Join our team",
  },
};
