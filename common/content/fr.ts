import { advisors, mga, services } from "./fr/audiences";
import { booking } from "./fr/booking";
import { contact } from "./fr/leads";
import { home, mockups, webApp } from "./fr/product";
import { caseStudies, conferences, guides, resources, webinars } from "./fr/resources";
import { about, carousel, common, httpErrors, notFound } from "./fr/site";
import { legal } from "./legal/fr";
import type { Dictionary } from "./types";

export const fr: Dictionary = {
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
