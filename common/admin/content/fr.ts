import { analytics } from "./fr/analytics";
import { backOffice } from "./fr/back-office";
import { booking } from "./fr/booking";
import { leads } from "./fr/leads";
import { mail } from "./fr/mail";
import { operations } from "./fr/operations";
import { resources } from "./fr/resources";
import { sitePages } from "./fr/site-pages";
import type { AdminDictionary } from "./types";

export const fr: AdminDictionary = {
  ...backOffice,
  ...leads,
  ...analytics,
  ...booking,
  ...resources,
  ...sitePages,
  ...mail,
  ...operations,
};
