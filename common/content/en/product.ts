import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const mockups: Dictionary["mockups"] = {
  dashboard: {
    title: "Dashboard",
    period: "This week",
    metrics: [
      { value: "12", label: "Follow-ups due" },
      { value: "5", label: "Applications in progress" },
      { value: "3", label: "Annual reviews" },
    ],
    chartLabel: "Files handled per day",
    pipelineTitle: "Files in progress",
    pipeline: [
      { name: "Julie", stage: "Needs analysis" },
      { name: "Mark", stage: "Application" },
      { name: "Sophie", stage: "Insurer requirements" },
      { name: "Karim", stage: "Policy issued" },
    ],
  },
  agent: {
    title: "Conversational agent",
    status: "Online",
    messages: [
      { from: "advisor", text: "Summarize yesterday’s meeting with Julie." },
      {
        from: "agent",
        text: "Julie wants to review her life insurance and retirement savings. I suggest two follow-ups.",
      },
      { from: "advisor", text: "Create the tasks and draft the follow-up letter." },
      { from: "agent", text: "Done: two tasks assigned and a letter ready for your review." },
    ],
    inputPlaceholder: "Type your request",
  },
  tasks: {
    title: "Tasks and follow-ups",
    items: [
      { text: "Call Julie for her needs analysis", due: "Today", done: true },
      { text: "Send Mark his proposal", due: "Tomorrow", done: false },
      { text: "Chase the insurer for requirements", due: "Thursday", done: false },
      { text: "Prepare Sophie’s annual review", due: "Monday", done: false },
    ],
  },
  compliance: {
    title: "Compliance check",
    file: "Karim’s file",
    checks: [
      { text: "Know-your-client complete", status: "ok" },
      { text: "Needs analysis signed", status: "ok" },
      { text: "Reason for recommendation", status: "warn" },
      { text: "Consent to share information", status: "ok" },
    ],
    summary: "3 checks passed, 1 item to review",
  },
};

export const home: Dictionary["pages"]["home"] = {
  meta: {
    title: `Digital assistant for advisors | ${site.name}`,
    description:
      "A digital assistant and outsourced insurance administration for independent financial security advisors and general agents across Canada.",
  },
  hero: {
    eyebrow: "The digital assistant for financial security advisors",
    title: "Less admin. More time for your clients.",
    lead: `${site.name} captures what matters in your notes, prepares your documents and checks them against your own compliance rules. You review, you advise, and you stay responsible.`,
    primary: "Book an appointment",
    secondary: "Talk to an expert",
    // The drawn artwork, decorative: no text (an uploaded image must be described, in both languages).
    image: { alt: "" },
  },
  control: {
    eyebrow: "Take back control",
    title: "An organized practice, an aligned team",
    intro:
      "Organize your practice, work the same way from one advisor to the next and plan your succession with peace of mind.",
    advisors: {
      title: "Financial security advisors",
      text: "Free up hours every week and keep every file up to date.",
      link: "Explore the solution for advisors",
    },
    mga: {
      title: "General agents",
      text: "Standardize practices across your network and lighten its administrative load.",
      link: "Explore the solution for general agents",
    },
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "From client meeting to complete file, in six steps",
    intro: "The assistant handles the admin follow-through, from the first conversation all the way to your CRM.",
    steps: [
      {
        title: "You meet your client",
        text: "Take notes as you always do, during or after the meeting.",
      },
      {
        title: "The assistant captures the essentials",
        text: "Key information in your notes is identified and organized automatically.",
      },
      {
        title: "You get a clear summary",
        text: "Every meeting is summarized in a structured, ready-to-read format.",
      },
      {
        title: "Follow-ups are assigned",
        text: "Each task is created and given to the right person, with a due date.",
      },
      {
        title: "Documents are ready",
        text: "Letters and forms are generated, then checked against your own compliance rules, ready for your review.",
      },
      {
        title: "Your CRM is up to date",
        text: "Everything syncs with your CRM, with no double entry.",
      },
    ],
  },
  results: {
    eyebrow: "Daily results",
    title: "What changes in your day",
    intro: "Less typing, fewer things slipping through the cracks and more quality time with clients.",
    items: [
      {
        title: "Time back in your week",
        text: "Repetitive tasks move forward while you advise.",
      },
      {
        title: "Reliable files",
        text: "Complete, consistent information from one file to the next.",
      },
      {
        title: "Better-served clients",
        text: "Follow-ups on time and faster answers.",
      },
    ],
  },
  claims: {
    eyebrow: "The gains we aim for",
    title: "The impact of a well-integrated assistant",
    intro: `What ${site.name} is designed to save the advisors who use it.`,
    items: [
      { value: "15 hrs", label: "saved per week" },
      { value: "40%", label: "fewer errors" },
      { value: "+25%", label: "customer satisfaction" },
    ],
  },
  process: {
    eyebrow: "Onboarding",
    title: "Onboarding in three steps",
    intro: `We roll out ${site.name} at your pace, alongside you.`,
    steps: [
      {
        title: "Assessment interview",
        text: "We review your practice, your tools and your priorities.",
      },
      {
        title: "Phased deployment",
        text: "A gradual rollout in three stages: Takeoff, Mastery and Amplification.",
      },
      {
        title: "Continuous support",
        text: "Our team stays by your side to answer questions and fine-tune the assistant.",
      },
    ],
    stages: [
      {
        title: "Takeoff",
        text: "Your first workflows are set up and your team finds its footing.",
      },
      {
        title: "Mastery",
        text: "The assistant becomes part of your routine and your ways of working align.",
      },
      {
        title: "Amplification",
        text: "You extend automation across your whole practice and measure the gains.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "They took back control of their time",
    intro: `Advisors and general agents describe their day-to-day with ${site.name}.`,
    items: [
      {
        quote: "My meeting notes turn into summaries and follow-ups in minutes. I finally wrap up my days on time.",
        author: "Marie-Claude",
      },
      {
        quote:
          "The check against my own compliance rules flags what’s missing. I review, and my files are complete before they’re submitted.",
        author: "Stéphane",
      },
      {
        quote: "Our whole team now works the same way. Planning my succession has never been simpler.",
        author: "Isabelle",
      },
      {
        quote:
          "The phased rollout let our advisors adopt the tool without stress. And support is always there when we need it.",
        author: "Jean-François",
      },
    ],
  },
  cta: {
    title: "Ready to lighten your admin load?",
    text: `Book a demo and see what ${site.name} can do for your practice.`,
    button: "Book an appointment",
  },
};

export const webApp: Dictionary["pages"]["webApp"] = {
  meta: {
    title: `Web application | ${site.name}`,
    description:
      "Notes, summaries, follow-ups, documents and compliance in one place: meet the digital assistant built for financial security advisors in Canada.",
  },
  hero: {
    eyebrow: "Web application",
    title: "Your digital assistant, at the heart of your practice",
    lead: "Notes, summaries, follow-ups, documents and compliance: all in one place, synced with your CRM.",
    primary: "Book a demo",
    secondary: "Talk to an expert",
  },
  section1: {
    eyebrow: "All-in-one",
    title: "One tool for all your admin follow-through",
    intro: "The application brings together everything you need to manage your files, on your own or as a team.",
    items: [
      {
        title: "Built-in conversational agent",
        text: "Ask a question or hand off a task in a few words, right in the application.",
      },
      {
        title: "Dashboard",
        text: "Your files, tasks and deadlines at a glance.",
      },
      {
        title: "Consistent practices",
        text: "The same templates and the same steps for the whole team.",
      },
      {
        title: "Works in your browser",
        text: "Nothing to install: sign in and get to work, at the office or remotely.",
      },
    ],
  },
  platform: {
    eyebrow: "The platform",
    title: "Designed for advisors and their teams",
    intro: "A solid foundation that adapts to the way you work.",
    items: [
      {
        title: "Customizable templates",
        text: "Tailor your summaries, letters and checklists to your practice.",
      },
      {
        title: "Teamwork",
        text: "Advisors and assistants share the same files and track the same tasks.",
      },
      {
        title: "Succession-ready",
        text: "Documented, consistent files make it easier to transfer your book of business.",
      },
      {
        title: "Complete history",
        text: "Find every conversation, document and decision in seconds.",
      },
    ],
  },
  experience: {
    eyebrow: "The experience",
    title: "Simple from day one",
    intro: "Save time without changing the way you advise.",
    items: [
      {
        title: "Quick to learn",
        text: "A clear interface, designed to make sense without heavy training.",
      },
      {
        title: "You stay in charge",
        text: "You review and approve everything the assistant prepares.",
      },
      {
        title: "Guidance included",
        text: "Our team guides you through every stage of the rollout.",
      },
    ],
  },
  features: {
    eyebrow: "Capabilities",
    title: "Six capabilities working for you",
    intro: "From meeting notes to your CRM, the assistant takes care of the repetitive work.",
    items: [
      {
        title: "Key information capture",
        text: "The assistant picks out what matters in your client notes: needs, goals, products and deadlines.",
      },
      {
        title: "Summaries",
        text: "Clear, structured summaries of every meeting and every file.",
      },
      {
        title: "Task and follow-up assignment",
        text: "Next steps are created and assigned, each with its due date.",
      },
      {
        title: "Document generation",
        text: "Letters, meeting reports and forms prepared from your notes.",
      },
      {
        title: "Compliance checks",
        text: "The assistant checks the file against your own rules and flags what’s missing. You review it and remain responsible for compliance.",
      },
      {
        title: "CRM synchronization",
        text: "Your information is updated in your CRM, with no double entry.",
      },
    ],
  },
  stats: {
    eyebrow: "Goals",
    title: "The gains we aim for, week after week",
    intro: "Less time on paperwork, more time with your clients.",
    items: [
      { value: "15 hrs", label: "saved per week" },
      { value: "40%", label: "fewer errors" },
      { value: "+25%", label: "customer satisfaction" },
    ],
    quote: {
      text: "I spend less time on paperwork and more time with my clients. That’s exactly what I was looking for.",
      author: "Nathalie",
      role: "Financial Security Advisor, Laval",
    },
  },
  security: {
    eyebrow: "Security",
    title: "Your data and your clients’ data, protected",
    intro: "Client confidentiality is built into our design.",
    items: [
      {
        title: "Data hosted in Canada",
        text: "Your data and your clients’ data stay in Canada.",
      },
      {
        title: "Full encryption",
        text: "Data is encrypted in transit and at rest.",
      },
      {
        title: "Role-based access controls",
        text: "Each user sees only the information their role requires.",
      },
      {
        title: "Timestamped audit log",
        text: "Every action is logged and timestamped to make your reviews easier.",
      },
    ],
  },
  cta: {
    title: "See the assistant in action",
    text: "Book a personalized demo with a member of our team.",
    button: "Book a demo",
  },
};
