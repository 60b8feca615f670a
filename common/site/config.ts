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
  /**
   * The postal address every newsletter issue carries, as Canada's anti-spam law (CASL) asks. A stand-in:
   * the specification gives none; the company's real address replaces it before the first issue goes out.
   */
  postalAddress: {
    fr: "Sobrita inc., C.P. 1000, succursale Place-d’Armes, Montréal (Québec)  H2Y 3K2",
    en: "Sobrita Inc., P.O. Box 1000, Station Place-d’Armes, Montréal, Quebec  H2Y 3K2",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/sobrita",
    facebook: "https://www.facebook.com/sobrita",
  },
  /**
   * The company's clock, Montréal's (America/Toronto is the IANA zone Montréal keeps): dates and days
   * the site shows or counts are on it, whatever the server's own zone.
   */
  timeZone: "America/Toronto",
  copyrightYear: 2025,
  /**
   * True until the company has real quotes from clients who consented to their publication: every
   * testimonial then says it is illustrative.
   */
  testimonialsAreIllustrative: true,
} as const;
