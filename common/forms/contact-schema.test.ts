import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { validateContact } from "./contact-schema";
import { lengthErrors } from "./length-errors.server";

const errors = dictionaries.fr.pages.contact.form.errors;
const lengths = lengthErrors(errors, "fr");
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
    const result = validateContact({ ...valid, firstName: "  Zoe\u0301  ", company: " Cabinet " }, errors, lengths);
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
      lengths,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      firstName: errors.required.firstName,
      email: errors.email,
      topic: errors.topic,
      message: "Au moins 10 caractères.",
      consent: errors.consent,
    });
  });

  it("names the field left empty, in French and in English (issue 52)", () => {
    const empty = { ...valid, firstName: "", lastName: " ", email: "" };
    const named = (lang: "fr" | "en") => {
      const { errors } = dictionaries[lang].pages.contact.form;
      const result = validateContact(empty, errors, lengthErrors(errors, lang));
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
      lengths,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["company", "email", "lastName", "message"]);
  });

  it("tolerates North American phone formats and refuses others", () => {
    for (const phone of ["514 555-0123", "(514) 555-0123", "+1 514.555.0123", "5145550123", "514-555-0123 poste 12"]) {
      expect(validateContact({ ...valid, phone }, errors, lengths).ok, phone).toBe(true);
    }
    for (const phone of ["555-0123", "+33 1 23 45 67 89", "call me"]) {
      expect(validateContact({ ...valid, phone }, errors, lengths).ok, phone).toBe(false);
    }
  });

  it("refuses control characters, and header injection in the email", () => {
    expect(validateContact({ ...valid, firstName: "Ann\u0000e" }, errors, lengths).ok).toBe(false);
    expect(validateContact({ ...valid, lastName: "Doe\r\nBcc: x@y.z" }, errors, lengths).ok).toBe(false);
    expect(validateContact({ ...valid, email: "a@b.ca\r\nBcc: evil@x.y" }, errors, lengths).ok).toBe(false);
    expect(validateContact({ ...valid, message: "Ligne 1\nLigne 2\tavec tab" }, errors, lengths).ok).toBe(true);
    expect(validateContact({ ...valid, message: "Bonjour \u001b[31m rouge" }, errors, lengths).ok).toBe(false);
  });
});

describe("the length errors the server writes for the browser", () => {
  it("carry each field's own bounds, in either language", () => {
    const en = lengthErrors(dictionaries.en.pages.contact.form.errors, "en");
    expect(lengths.message).toEqual({ tooShort: "Au moins 10 caractères.", tooLong: "Au plus 5000 caractères." });
    expect(en.company.tooLong).toBe("No more than 150 characters.");
    expect(en.answer.tooLong).toBe("No more than 500 characters.");
    const result = validateContact(
      { ...valid, company: "c".repeat(151) },
      dictionaries.en.pages.contact.form.errors,
      en,
    );
    expect(result.ok ? undefined : result.fieldErrors.company).toBe("No more than 150 characters.");
  });
});
