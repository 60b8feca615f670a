import type { NewLead } from "#server/leads/store.server.ts";

/** A valid lead as the contact form stores it; tests change only what they are about. */
export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    firstName: "Marie",
    lastName: "Tremblay",
    email: "marie@example.com",
    phone: "+1 514 555 0100",
    company: "Cabinet Tremblay",
    topic: "demo",
    message: "Bonjour,\nj'aimerais une démonstration.",
    lang: "fr",
    sourcePage: "/contact",
    consentAt: new Date("2025-06-01T11:59:30.000Z"),
    userAgent: "Mozilla/5.0",
    ...overrides,
  };
}
