import { site } from "../../site/config";
import type { Dictionary } from "../types";

/** Legal pages in Canadian English; they say the same things as fr.ts. */
export const legal: Pick<Dictionary["pages"], "privacy" | "terms" | "cookies"> = {
  privacy: {
    meta: {
      title: `Privacy Policy | ${site.name}`,
      description: `What personal information ${site.name} collects through its contact form, why, where it is stored, how long it is kept and how to exercise your rights.`,
    },
    title: `Privacy Policy`,
    updated: `Last updated: November 22, 2026`,
    intro: `${site.legalName} (“${site.name}”) respects your privacy. This is a public information site: you can browse it without creating an account or signing in. This policy explains what personal information we collect, why, and how to exercise your rights.`,
    sections: [
      {
        heading: `Information you give us`,
        paragraphs: [
          `We collect personal information only when you write to us through the contact form.`,
          `The form asks for:`,
        ],
        list: [
          `your first and last name`,
          `your professional email address`,
          `your phone number (optional)`,
          `your company name (optional)`,
          `the topic of your request: book a demo, talk to an expert, MGA partnership, careers or support`,
          `your message`,
        ],
      },
      {
        heading: `Information recorded with your request`,
        paragraphs: [`When you send the form, we also record:`],
        list: [
          `the date and time you gave your consent`,
          `the date and time the form was sent`,
          `the language and the page of the site the form was sent from`,
          `your browser’s identification (its “user agent” string), which we use to detect abuse`,
        ],
      },
      {
        heading: `What we do not collect`,
        paragraphs: [
          `We do not keep your IP address with your request. It is used only to limit how many times the form can be sent: the server keeps at most an irreversible hash of it for about two minutes, then erases it.`,
          `This site uses no tracking, analytics or advertising tools. It sets no cookies. To learn more, see our Cookie Policy.`,
        ],
      },
      {
        heading: `Why we use your information`,
        paragraphs: [`By giving your consent in the form, you agree that we use your information only to:`],
        list: [
          `answer your request for a demo or a conversation with an expert`,
          `follow up on an MGA partnership request`,
          `review your job application`,
          `provide you with support`,
          `keep a record of our exchanges with you`,
        ],
      },
      {
        heading: `What we do not do with your information`,
        paragraphs: [
          `We do not sell your personal information.`,
          `We do not add it to any marketing list or use it for marketing without your separate consent.`,
        ],
      },
      {
        heading: `Where it is stored and who can see it`,
        paragraphs: [
          `Your information is stored in a database on servers located in Canada.`,
          `When you send the form, a notification email containing your request is sent to our team, at our appointments address (${site.emails.appointments}) or our support address (${site.emails.support}).`,
          `Only authorized members of our staff can view the requests we receive.`,
        ],
      },
      {
        heading: `How long we keep it`,
        paragraphs: [
          `We keep your information for 24 months after our last exchange with you, then we delete it.`,
          `You can ask us to delete it sooner, at any time.`,
        ],
      },
      {
        heading: `Security`,
        paragraphs: [`We take the following measures to protect your information:`],
        list: [
          `access to requests is limited to authorized staff`,
          `connections between your browser and the site are encrypted (HTTPS)`,
          `the site loads nothing from any server other than its own`,
        ],
      },
      {
        heading: `Your rights`,
        paragraphs: [
          `Under Quebec’s Act respecting the protection of personal information in the private sector, as amended by Law 25, and under the Personal Information Protection and Electronic Documents Act (PIPEDA), you have the right to:`,
        ],
        list: [
          `access the personal information we hold about you`,
          `have inaccurate or incomplete information corrected`,
          `withdraw your consent`,
          `ask that your information be deleted`,
          `get a copy of your information in a structured, commonly used technological format (portability)`,
          `file a complaint with the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada`,
        ],
      },
      {
        heading: `Privacy Officer`,
        paragraphs: [
          `To exercise any of your rights or for any question about this policy, write to our Privacy Officer at ${site.emails.privacy}. We will answer within 30 days.`,
          `We may update this policy. The date of the last update appears at the top of this page.`,
        ],
      },
    ],
  },

  terms: {
    meta: {
      title: `Terms of Use | ${site.name}`,
      description: `Terms of use of the ${site.name} website: informational content, indicative figures, intellectual property, availability, external links and governing law.`,
    },
    title: `Terms of Use`,
    updated: `Last updated: November 22, 2026`,
    intro: `These terms govern your use of the website of ${site.legalName} (“${site.name}”). By browsing the site, you accept them. We may change them: the version in force is the one published on this page, with its update date.`,
    sections: [
      {
        heading: `Purpose of the site`,
        paragraphs: [
          `This site presents, for information purposes, the ${site.name} web application and professional services for financial security advisors and managing general agents (MGAs).`,
          `It is public and requires no account. Its content is not legal, financial or compliance advice.`,
        ],
      },
      {
        heading: `Indicative descriptions and figures`,
        paragraphs: [
          `Descriptions of our products and services are provided for information only and may change.`,
          `Figures shown on the site, such as the number of hours saved per week, are indicative. Actual results depend on each practice, how it is organized and how it uses the solution.`,
        ],
      },
      {
        heading: `Intellectual property`,
        paragraphs: [
          `The content of the site (text, illustrations, logos and layout) belongs to ${site.legalName} or is used with permission.`,
          `You may view it for your personal or professional use. Any other reproduction or use requires our prior written permission.`,
        ],
      },
      {
        heading: `Using the contact form`,
        paragraphs: [
          `When you write to us, you agree to provide accurate information and not to misuse the form, for example to send unsolicited messages.`,
          `The number of submissions may be limited to prevent abuse. How we handle your information is described in our Privacy Policy.`,
        ],
      },
      {
        heading: `Availability of the site`,
        paragraphs: [
          `We make reasonable efforts to keep the site available, but we do not guarantee that it will be available without interruption or free of errors.`,
          `We may change, suspend or remove all or part of the site at any time.`,
        ],
      },
      {
        heading: `External links`,
        paragraphs: [
          `The site contains links to our pages on social networks. These links lead to external sites, which have their own terms of use and privacy policies.`,
          `We are not responsible for the content or practices of those sites.`,
        ],
      },
      {
        heading: `Liability`,
        paragraphs: [
          `To the extent permitted by law, ${site.legalName} is not liable for damages arising from the use of the site, from being unable to access it, or from decisions made on the basis of its content.`,
        ],
      },
      {
        heading: `Governing law`,
        paragraphs: [
          `These terms are governed by the laws of Quebec and the applicable laws of Canada.`,
          `Any dispute relating to the site falls under the jurisdiction of the courts of the judicial district of Montréal.`,
        ],
      },
      {
        heading: `Contact us`,
        paragraphs: [`For any question about these terms, write to us at ${site.emails.support}.`],
      },
    ],
  },

  cookies: {
    meta: {
      title: `Cookie Policy | ${site.name}`,
      description: `The ${site.name} website sets no cookies and uses no trackers. Only your language preference is kept, in your own browser, and it never leaves it.`,
    },
    title: `Cookie Policy`,
    updated: `Last updated: November 22, 2026`,
    intro: `This policy explains what the ${site.name} website keeps in your browser. In short: no cookies, no trackers, only your choice of language.`,
    sections: [
      {
        heading: `No cookies`,
        paragraphs: [`A cookie is a small file that a website saves in your browser. Our site sets none.`],
      },
      {
        heading: `No trackers or third-party services`,
        paragraphs: [
          `The site uses no tracking, analytics or advertising tools, and no third-party services.`,
          `It loads no content from other servers, such as external fonts, scripts or videos. The links to our social networks are plain links.`,
        ],
      },
      {
        heading: `Your language preference`,
        paragraphs: [
          `The only thing the site keeps in your browser is your preferred language. It is saved in the browser’s local storage, under the key “language”, with the value “fr” or “en”.`,
          `It is used only to show the site in the language you chose. It never leaves your browser: it is not sent to our servers or shared with anyone.`,
        ],
      },
      {
        heading: `Clearing this preference`,
        paragraphs: [
          `You can clear this preference at any time by deleting site data in your browser settings. You can then choose your language again.`,
        ],
      },
      {
        heading: `Questions`,
        paragraphs: [
          `For any question about this policy, write to us at ${site.emails.privacy}. To learn more about how we handle your personal information, see our Privacy Policy.`,
        ],
      },
    ],
  },
};
