import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { validateContact } from "./contact-schema";

const errors = dictionaries.fr.pages.contact.form.errors;
const valid = {
  firstName: "Marie-Claude",
  lastName: "Tremblay",
  email: "mc.tremblay@cabinet.ca",
  phone: "",
  company: "",
  topic: "demo",
  message: "Bonjour, j’aimerais une démonstration.",
  consent: "yes",
};

describe("the contact schema", () => {
  it("accepts a complete form and normalises it", () => {
    const result = validateContact({ ...valid, firstName: "  Zoe\u0301  ", company: " Cabinet " }, errors, "fr");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.firstName).toBe("Zoé");
    expect(result.data.firstName).toHaveLength(3);
    expect(result.data.company).toBe("Cabinet");
    expect(result.data.phone).toBeNull();
  });

  it("requires names, a valid email, a topic, a long enough message and consent", () => {
    const result = validateContact(
      { ...valid, firstName: " ", email: "pas-un-courriel", topic: "x", message: "court", consent: undefined },
      errors,
      "fr",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      firstName: errors.required.firstName,
      email: errors.email,
      topic: errors.topic,
      message: errors.tooShort.replace("{min}", "10"),
      consent: errors.consent,
    });
  });

  it("names the field left empty, in French and in English (issue 52)", () => {
    const empty = { ...valid, firstName: "", lastName: " ", email: "" };
    const named = (lang: "fr" | "en") => {
      const result = validateContact(empty, dictionaries[lang].pages.contact.form.errors, lang);
      return result.ok ? {} : result.fieldErrors;
    };
    expect(named("fr")).toEqual({
      firstName: "Le prénom est obligatoire.",
      lastName: "Le nom est obligatoire.",
      email: "Le courriel est obligatoire.",
    });
    expect(named("en")).toEqual({
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Enter your email.",
    });
  });

  it("enforces the maximum lengths", () => {
    const result = validateContact(
      {
        ...valid,
        lastName: "x".repeat(101),
        company: "c".repeat(151),
        message: "m".repeat(5001),
        email: `${"a".repeat(250)}@x.ca`,
      },
      errors,
      "fr",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["company", "email", "lastName", "message"]);
  });

  it("tolerates North American phone formats and refuses others", () => {
    for (const phone of ["514 555-0123", "(514) 555-0123", "+1 514.555.0123", "5145550123", "514-555-0123 poste 12"]) {
      expect(validateContact({ ...valid, phone }, errors, "fr").ok, phone).toBe(true);
    }
    for (const phone of ["555-0123", "+33 1 23 45 67 89", "call me"]) {
      expect(validateContact({ ...valid, phone }, errors, "fr").ok, phone).toBe(false);
    }
  });

  it("refuses control characters, and header injection in the email", () => {
    expect(validateContact({ ...valid, firstName: "Ann\u0000e" }, errors, "fr").ok).toBe(false);
    expect(validateContact({ ...valid, lastName: "Doe\r\nBcc: x@y.z" }, errors, "fr").ok).toBe(false);
    expect(validateContact({ ...valid, email: "a@b.ca\r\nBcc: evil@x.y" }, errors, "fr").ok).toBe(false);
    expect(validateContact({ ...valid, message: "Ligne 1\nLigne 2\tavec tab" }, errors, "fr").ok).toBe(true);
    expect(validateContact({ ...valid, message: "Bonjour \u001b[31m rouge" }, errors, "fr").ok).toBe(false);
  });
});
