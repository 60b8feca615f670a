/** Company-wide facts, written once. Change the name or an address here and the whole site follows. */
export const site = {
  name: "Sobrita",
  legalName: "Sobrita inc.",
  emails: {
    appointments: "rendez-vous@sobrita.ca",
    support: "soutien@sobrita.ca",
    privacy: "confidentialite@sobrita.ca",
  },
  privacyOfficer: "Responsable de la protection des renseignements personnels",
  city: { fr: "Montréal (Québec)", en: "Montréal, Quebec" },
  social: {
    linkedin: "https://www.linkedin.com/company/sobrita",
    facebook: "https://www.facebook.com/sobrita",
  },
  copyrightYear: 2025,
  /**
   * True until the company has real quotes from clients who consented to their publication: every
   * testimonial then says it is illustrative.
   */
  testimonialsAreIllustrative: true,
} as const;
