import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const services: Dictionary["pages"]["services"] = {
  meta: {
    title: `Professional services | ${site.name}`,
    description:
      "Outsource your insurance administration to our specialists: new business, insurer requirements, service requests, compliance and commissions.",
  },
  hero: {
    eyebrow: "Professional services",
    title: "Hand off your insurance administration",
    lead: "Our specialists take care of the admin follow-through on your files. You focus on your clients.",
    primary: "Book an appointment",
    secondary: "Talk to an expert",
    benefits: [
      {
        title: "More time to advise",
        text: "Delegate file follow-up and keep your hours for your clients.",
      },
      {
        title: "Files always up to date",
        text: "A meticulous team sees every request through to the end.",
      },
      {
        title: "Support that grows with you",
        text: "Scale support to your volume, without hiring.",
      },
    ],
  },
  covers: {
    eyebrow: "What we handle",
    title: "Insurance administration, end to end",
    intro: "We take care of the tasks that eat up your days.",
    items: [
      {
        title: "New business",
        text: "Application follow-up, from submission to policy issue.",
      },
      {
        title: "Insurer requirements",
        text: "Chasing and tracking medical and administrative requirements.",
      },
      {
        title: "Policy changes and service requests",
        text: "Beneficiary, contact or coverage changes, handled with care.",
      },
      {
        title: "Compliance files",
        text: "Know-your-client and needs analysis documentation, complete and up to date.",
      },
      {
        title: "Commission reconciliation",
        text: "Checking commission statements and following up on discrepancies.",
      },
      {
        title: "Renewals and annual reviews",
        text: "Preparing renewals and annual review meetings.",
      },
    ],
  },
  offers: {
    eyebrow: "Our offers",
    title: "Support tailored to your practice",
    intro: "Choose the level of support that suits you. It evolves with you.",
    items: [
      {
        title: "On-demand support",
        text: "To absorb a busy period or carry out a specific project.",
        points: ["Fast handling of targeted files", "No long-term commitment", "Coordination with your existing team"],
      },
      {
        title: "Ongoing administration",
        text: "To delegate day-to-day admin follow-through.",
        points: [
          "Specialists assigned to your practice",
          "New business and service request follow-up",
          "Regular progress reports on your files",
        ],
      },
      {
        title: "Integrated solution",
        text: "Our professional services combined with the web application.",
        points: [
          "Digital assistant and specialists together",
          "Consistent processes for the whole team",
          "Full tracking in your dashboard",
        ],
      },
    ],
    button: "Talk to an expert",
  },
  cta: {
    title: "Delegate the admin, keep the relationship",
    text: "Talk to an expert to find the right fit for your practice.",
    button: "Book an appointment",
  },
};

export const advisors: Dictionary["pages"]["advisors"] = {
  meta: {
    title: `Financial security advisors | ${site.name}`,
    description:
      "Financial security advisors: capture the essentials of every meeting, automate your follow-ups and aim to free up more than 10 hours every week.",
  },
  hero: {
    eyebrow: "For financial security advisors",
    title: "Your practice, organized at last",
    lead: "Capture the essentials of every meeting, automate your follow-ups and plan your succession, without adding to your day.",
    primary: "Book an appointment",
    secondary: "Talk to an expert",
  },
  claim: { value: "10+ hrs", label: "freed up every week: our goal for you" },
  quickStart: {
    eyebrow: "Quick start",
    title: "Get started in five steps",
    intro: "A simple start, with our team by your side from beginning to end.",
    steps: [
      {
        title: "Book an appointment",
        text: "A first conversation to understand your practice and your goals.",
      },
      {
        title: "Connect your tools",
        text: `We link ${site.name} to your CRM and your document templates.`,
      },
      {
        title: "Set up your templates",
        text: "Summaries, letters and checklists tailored to the way you work.",
      },
      {
        title: "Hold your first meeting",
        text: "Take your notes; the assistant prepares the summary, follow-ups and documents.",
      },
      {
        title: "Measure your gains",
        text: "Track the time you save and fine-tune the assistant with our support team.",
      },
    ],
  },
  quote: {
    text: "I got my evenings back. My follow-ups go out on time and my files are complete.",
    author: "Julie",
    role: "Financial Security Advisor, Québec City",
  },
  cta: {
    title: "Aim for more than 10 hours freed up a week",
    text: "See how the assistant adapts to your practice.",
    button: "Book an appointment",
  },
};

export const mga: Dictionary["pages"]["mga"] = {
  meta: {
    title: `General agents (MGAs) | ${site.name}`,
    description:
      "General agents: standardize practices across your advisor network and aim to cut your advisors’ administrative load by more than 30% with one assistant.",
  },
  hero: {
    eyebrow: "For general agents (MGAs)",
    title: "A more efficient, more consistent advisor network",
    lead: "Give your advisors a shared assistant, standardize practices and lighten the administrative load across your whole network.",
    primary: "Book an appointment",
    secondary: "Talk to an expert",
  },
  claim: { value: "30%+", label: "less administrative load: the goal we aim for" },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Everything you need to support your network",
    intro: "One tool for your advisors, a clear view for your agency.",
    items: [
      {
        title: "Consistent practices",
        text: "The same templates and processes for all your advisors.",
      },
      {
        title: "Network-wide overview",
        text: "A dashboard to track the progress of files.",
      },
      {
        title: "Compliance checked against your rules",
        text: "Files are checked against your network’s rules before they’re submitted; the advisor reviews them and remains responsible.",
      },
      {
        title: "Outsourced administration",
        text: "Our specialists can take over admin follow-through for your network.",
      },
    ],
  },
  partnership: {
    eyebrow: "Partnership",
    title: "Three partnership models",
    intro: "Choose the model that fits the size and ambitions of your network.",
    models: [
      {
        title: "Affiliate",
        text: `The simple way to offer ${site.name} to your advisors.`,
        points: ["Web application access for your advisors", "Guided onboarding", "Technical support included"],
      },
      {
        title: "Preferred Partner",
        text: "To standardize practices across your whole network.",
        points: ["Shared templates and processes set up for you", "Network-wide dashboard", "Priority guidance"],
      },
      {
        title: "Enterprise",
        text: "For a complete, tailor-made transformation.",
        points: [
          "Custom integrations with your systems",
          "Professional administration services",
          "Dedicated support team",
        ],
      },
    ],
  },
  pilot: {
    eyebrow: "Pilot program",
    title: "Start with a pilot project",
    intro: `Try ${site.name} with a small group of advisors, measure the results, then roll out at your own pace.`,
    facts: [
      { value: "5 to 10", label: "participating advisors" },
      { value: "4 to 6", label: "weeks of deployment" },
      { value: "Dedicated", label: "support throughout the pilot" },
    ],
  },
  cta: {
    title: "Launch a pilot in your network",
    text: "Let’s talk about your goals and which advisors to include.",
    button: "Discuss a partnership",
  },
};
