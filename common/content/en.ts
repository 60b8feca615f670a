import { advisors, mga, services } from "./en/audiences";
import { booking } from "./en/booking";
import { contact } from "./en/leads";
import { home, mockups, webApp } from "./en/product";
import { caseStudies, conferences, guides, resources, webinars } from "./en/resources";
import { about, carousel, common, httpErrors, notFound } from "./en/site";
import { legal } from "./legal/en";
import type { Dictionary } from "./types";

export const en: Dictionary = {
  common,
  carousel,
  mockups,
  notFound,
  httpErrors,
  pages: {
    home,
    webApp,
    services,
    advisors,
    mga,
    about,
    resources,
    contact,
    booking,
    guides,
    webinars,
    conferences,
    caseStudies,
    ...legal,
  },
};
