import { analytics } from "./en/analytics";
import { backOffice } from "./en/back-office";
import { booking } from "./en/booking";
import { leads } from "./en/leads";
import { mail } from "./en/mail";
import { operations } from "./en/operations";
import { resources } from "./en/resources";
import { sitePages } from "./en/site-pages";
import type { AdminDictionary } from "./types";

export const en: AdminDictionary = {
  ...backOffice,
  ...leads,
  ...analytics,
  ...booking,
  ...resources,
  ...sitePages,
  ...mail,
  ...operations,
};
