import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

/** Legal pages in Canadian English; they say the same things as fr.ts. */
export const legal: Pick<Dictionary["pages"], "privacy" | "terms" | "cookies"> = {
  privacy: {
    meta: {
      title: `Privacy Policy | ${site.name}`,
      description: `What personal information ${site.name} collects through its forms, why, where it is stored, how long it is kept and how to exercise your rights.`,
    },
    title: `Privacy Policy`,
    updated: `Last updated: November 25, 2026`,
    intro: `${site.legalName} (“${site.name}”) respects your privacy. This is a public information site: you can browse it without creating an account or signing in. This policy explains what personal information we collect, why, and how to exercise your rights.`,
    sections: [
      {
        heading: `Information you give us`,
        paragraphs: [
          `We collect personal information only when you write to us through the contact form, book a meeting, or use the newsletter, webinar and guide forms described below.`,
          `The contact form asks for:`,
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
        heading: `Booking a meeting`,
        paragraphs: [
          `The booking form asks for the same information as the contact form, except the topic, plus your role (advisor, general agent or other), the number of advisors in your firm (optional) and your answers to the questions the type of meeting asks, if any (optional). We also record the time you chose, the time zone you read it in, and the member of our team who will meet you.`,
          `We use this information only to hold the meeting: to send you the invitation, a reminder 24 hours before and the links to move or cancel it, and so that the team member can prepare. Your answers are sent to that team member by email. A booking is also a request, kept as described in “How long we keep it”; the links in our emails stop working 7 days after the meeting.`,
          `If the team member connected their own calendar, the meeting appears in it with your name, your firm, the video link and a link to your request in our private area, nothing more. That copy is kept by the calendar service the team member uses. It is removed when the meeting is cancelled, and when you ask us to delete your information (a calendar that subscribes to the team member’s private feed drops it at its next update).`,
        ],
      },
      {
        heading: `What we do not collect`,
        paragraphs: [
          `We do not keep your IP address with your request. It is used only to limit how many times the form can be sent: the server keeps at most an irreversible hash of it for about two minutes, then erases it.`,
          `This site uses no tracking or advertising tools, and no third-party analytics service. It sets no cookies. It counts its own visits, without cookies or identifiers, as the next two sections explain. To learn more, see our Cookie Policy too.`,
        ],
      },
      {
        heading: `Audience measurement without cookies`,
        paragraphs: [
          `To learn which pages are useful and where our visitors come from, the site counts its own visits. Once a page is shown, your browser sends a short message to our own server, never to a third party. We record only:`,
        ],
        list: [
          `the page viewed and its language (an address that does not exist counts as “page not found”; the address itself is kept only as described below)`,
          `the site you came from, reduced to its domain name (for example “linkedin.com”), never the full address of the page`,
          `the campaign parameters in the address (utm_source, utm_medium and utm_campaign), cut to 64 characters`,
          `the type of device (phone, tablet or computer), worked out from your browser’s identification, which is not kept`,
          `the date and time`,
          `a fingerprint for the day: a hash of the site’s address, your IP address and your browser’s identification, computed with a random value (a “salt”) that changes every day and is destroyed the next day. It lets us count a visitor who sees several pages on the same day once. It cannot be used to recover your IP address or your browser, and one day’s fingerprint cannot be linked to another day’s.`,
        ],
      },
      {
        heading: `What audience measurement does not keep, and how long it keeps the rest`,
        paragraphs: [
          `It sets no cookie and stores no identifier in your browser. It keeps neither your IP address, nor your browser’s full identification, nor anything you write in the form.`,
          `When you send the contact form or book a demo, we count a “conversion”: we note only its type, its date, and the landing page and source of your first page view that day. Nothing links this conversion to your request or to your information.`,
          `Detailed visits are deleted after 30 days. After that we keep only daily totals: numbers of visitors, page views and conversions, by page, source, campaign and type of device.`,
          `Known robots are not counted. If JavaScript is turned off in your browser, no visit is counted.`,
        ],
      },
      {
        heading: `Links followed, downloads, missing addresses and journeys within a day`,
        paragraphs: [
          `The same short message, sent by your browser to our own server, also counts, without cookies or identifiers:`,
        ],
        list: [
          `links you follow to other sites, reduced to the domain name of the site (for example “linkedin.com”)`,
          `files of the site you download (our PDF guides, for example), by file`,
          `addresses of the site that do not exist, so we can fix broken links: without what follows “?”, cut to 100 characters, and never kept if they seem to contain an email address or a code`,
          `starting to fill in the contact or booking form (nothing you write in it), to compare forms started with forms sent`,
          `journeys within one day, for example from a page to the booking page and then to a booked demo: they are linked only by the day’s fingerprint described above, which we also keep with each conversion for 30 days. Since that fingerprint’s salt is destroyed the next day, a journey can never be followed from one day to the next, nor linked to you`,
        ],
      },
      {
        heading: `What we keep of these counts, and for how long`,
        paragraphs: [
          `These detailed counts are deleted after 30 days, like visits. After that we keep only daily totals: by site linked to, by file, by missing address, by form, and for each step of a journey, the number of visitors who reached it, by channel of arrival (direct, search, social network, email, referring site, advertising or other campaign).`,
          `For visits in the last 30 minutes, the team sees only their number and the pages viewed. Team members who ask for it receive a summary of these totals by email every Monday: it holds no information about any visitor.`,
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
        heading: `Newsletter, webinars and guides`,
        paragraphs: [
          `Newsletter. If you tick the newsletter box (it is never ticked in advance, and nothing depends on it), we keep your email address, the language you chose, and a record of your consent: its date, the page where you gave it, the exact words of the box and their version, and the date you confirmed it. We first send you a single email to confirm; nothing else is sent to you until you click its link, then “Confirm”. Every issue carries an unsubscribe link: it leads to a button that takes effect at once (your email program may also offer an “Unsubscribe” button, which does the same). We keep your address while you are subscribed. Once you unsubscribe, we keep the proof of your consent and of its withdrawal for 3 years, since Canada’s Anti-Spam Legislation asks us to be able to show it, then erase it. A subscription never confirmed is erased after 30 days. After that erasure, or after a deletion request, we keep only an irreversible fingerprint (hash) of the address, so that we never write to you again; you can subscribe again by giving and confirming a new consent.`,
          `Our newsletter issues carry no tracking pixel: we do not know who opens them. Their links go through our site, which counts each link's clicks per issue and per day only, keeping nothing about the person who clicks (no address, no cookie, no identifier).`,
          `Webinars. To register you, we collect your name, your work email address and the name of your firm, to send you the confirmation (with a calendar invitation), two reminders (24 hours and 1 hour before) and the replay link. We erase the registration one year after the webinar.`,
          `Guides. To download a gated guide, we collect your name, your work email address and the name of your firm. Your request is stored as a contact request (“Guide requested”), so that a member of our team can write to you about it, and kept the same way (see “How long we keep it”).`,
          `Your rights of access and deletion cover this information, like the rest.`,
        ],
      },
      {
        heading: `Where it is stored and who can see it`,
        paragraphs: [
          `Your information is stored in a database on servers located in Canada.`,
          `When you send the form, a notification email containing your request is sent to our team, at our appointments address (${site.emails.appointments}) or our support address (${site.emails.support}).`,
          `Only authorized members of our staff can view the requests we receive, in a private area protected by a password and, for administrators, two-factor authentication. Every time someone opens a request, it is logged (who and when).`,
          `If we use customer relationship management software, the site may send your request to it directly. We’ll tell you which one if you ask.`,
        ],
      },
      {
        heading: `How long we keep it`,
        paragraphs: [
          `We keep your information for 24 months after our last exchange with you, then we delete it. This happens automatically: every day, the site erases the requests that have reached that point.`,
          `You can ask us to delete it sooner, at any time.`,
          `Backup copies of our database are destroyed after 30 days at most. Information that is deleted, at your request or at the end of its retention period, is erased from the database itself at once, then is gone from the backup copies within 30 days.`,
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
      description: `The ${site.name} website sets no cookies and uses no third-party trackers. Only your language preference is kept, in your own browser, and it never leaves it.`,
    },
    title: `Cookie Policy`,
    updated: `Last updated: November 23, 2026`,
    intro: `This policy explains what the ${site.name} website keeps in your browser. In short: no cookies, no third-party trackers, only your choice of language.`,
    sections: [
      {
        heading: `No cookies`,
        paragraphs: [`A cookie is a small file that a website saves in your browser. Our site sets none.`],
      },
      {
        heading: `No trackers or third-party services`,
        paragraphs: [
          `The site uses no tracking or advertising tools, and no third-party services.`,
          `It counts its own visits, without cookies and without storing anything in your browser: once a page is shown, your browser sends a short message to our own server. What is counted, and what is not, is described in the “Audience measurement without cookies” section of our Privacy Policy.`,
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
