import { site } from "../site/config";
import { legal } from "./legal/en";
import type { Dictionary } from "./types";

export const en: Dictionary = {
  common: {
    figuresBasis:
      "These figures are goals, not measured results: we estimated them from the time the tasks the assistant automates (notes, follow-ups, documents, reminders) take in a typical practice. Results vary from one practice to another.",
    illustrativeTestimonials:
      "Illustrative testimonials: they describe how the product is meant to be used, until we publish quotes from our clients, with their consent.",
    skipLink: "Skip to main content",
    comingSoon: "Coming soon",
    nav: {
      label: "Main navigation",
      home: "Home",
      solutions: "Solutions",
      resources: "Resources",
      about: "About",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      talkToExpert: "Talk to an expert",
      items: {
        webApp: "Web application",
        services: "Professional services",
        advisors: "Advisors",
        mga: "General agents",
        guides: "Downloadable guides and templates",
        webinars: "Webinars",
        conferences: "Conferences",
        caseStudies: "Case studies",
        aboutUs: "About us",
        careers: "Careers",
        press: "Press room",
        contactUs: "Contact us",
      },
      toggleName: "Français",
      toggleTooltip: "View this page in French",
    },
    footer: {
      description: `${site.name} helps financial security advisors and general agents organize their practice with a digital assistant and outsourced insurance administration services.`,
      solutions: "Solutions",
      company: "Company",
      legal: "Legal",
      contact: "Contact us",
      appointments: "Appointments",
      support: "Support",
      newTab: "(opens in a new tab)",
      rights: "All rights reserved.",
      links: {
        resources: "Resources",
        privacy: "Privacy Policy",
        terms: "Terms of Use",
        cookies: "Cookie Policy",
        newsletter: "Newsletter",
      },
    },
  },
  carousel: {
    label: "Testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    pause: "Pause rotation",
    play: "Resume rotation",
    goTo: "Go to testimonial {n}",
    position: "Testimonial {n} of {total}",
  },
  mockups: {
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
  },
  notFound: {
    meta: {
      title: `Page not found | ${site.name}`,
      description:
        "The page you requested doesn’t exist or has moved. Head back to the home page to discover our digital assistant for financial advisors.",
    },
    code: "404",
    title: "Oops! Page not found",
    text: "The page you’re looking for doesn’t exist or has moved.",
    back: "Back to home",
  },
  httpErrors: {
    methodNotAllowed: "This method is not allowed at this address.",
    badRequest: "Bad request.",
    internal: "Internal server error. Please try again in a moment.",
    payloadTooLarge: "What was sent is too large for this address.",
    tooManyParts: "This form holds too many fields or files: {max} at most. Nothing was saved.",
    unsupportedType: "Unsupported format: this address expects a form.",
  },
  pages: {
    home: {
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
    },
    webApp: {
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
    },
    services: {
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
            points: [
              "Fast handling of targeted files",
              "No long-term commitment",
              "Coordination with your existing team",
            ],
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
    },
    advisors: {
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
    },
    mga: {
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
    },
    about: {
      meta: {
        title: `About us | ${site.name}`,
        description: `${site.name} is a Canadian company that combines technology and insurance administration expertise to give financial advisors their time back.`,
      },
      hero: {
        eyebrow: "About us",
        title: "Giving advisors their time back",
        lead: `${site.name} is a Canadian company that combines technology and insurance administration expertise to simplify the day-to-day of advisors and general agents.`,
        primary: "Book an appointment",
        secondary: "Talk to an expert",
      },
      mission: {
        eyebrow: "Our mission",
        title: "Freeing advisors from admin",
        intro:
          "We automate and take over administrative work so advisors can put their energy where it counts: their clients.",
      },
      vision: {
        eyebrow: "Our vision",
        title: "Practices that are organized, consistent and succession-ready",
        intro:
          "We want every firm, small or large, to work in a structured way, share the same standards and pass on its book of business with confidence.",
        quote: {
          text: "Technology should serve the client relationship, never replace it.",
          author: `The ${site.name} team`,
          role: "Our commitment",
        },
      },
      values: {
        eyebrow: "Our values",
        title: "Seven values, one name",
        intro: `The initials of our seven values spell SOBRITA. They guide every decision we make.`,
        items: [
          { title: "Security", text: "We protect our clients’ data as if it were our own." },
          { title: "Optimization", text: "We keep looking for the simplest way to do things well." },
          { title: "Benevolence", text: "We listen to and support every client with respect." },
          { title: "Rigour", text: "We aim for accuracy in every file and every line of code." },
          { title: "Integrity", text: "We say what we do, and we do what we say." },
          { title: "Transparency", text: "We communicate clearly, even when something goes wrong." },
          { title: "Ambition", text: "We aim to change the way advisors practise, for good." },
        ],
      },
      team: {
        eyebrow: "Our team",
        title: "Insurance people and technology people",
        intro: "Our team brings together specialists in insurance administration, compliance and software development.",
        placeholder: "Team photo coming soon",
        button: "Join our team",
      },
    },
    resources: {
      meta: {
        title: `Resources | ${site.name}`,
        description:
          "Guides, webinars, case studies and articles for financial security advisors and managing general agents in Québec and across Canada.",
      },
      title: "Resources",
      lead: "Practical guides, webinars, case studies and articles to organize your practice and your compliance.",
      cta: {
        title: "A question about your practice?",
        text: "Our team will be happy to answer.",
        button: "Contact us",
      },
      text: {
        filters: "Filter by kind",
        all: "All",
        kinds: { guide: "Guide", webinar: "Webinar", "case-study": "Case study", article: "Article" },
        search: "Search the resources",
        searchButton: "Search",
        results: "Results for “{q}”",
        noMatch: "No resource matches this search.",
        nothingYet: "Nothing is published here yet. Check back soon.",
        feed: "Resources Atom feed",
        feedTitle: `${site.name} resources`,
        feedDescription: "Guides, webinars, case studies and articles for advisors and managing general agents.",
        readingTime: "{n} min read",
        published: "Published",
        by: "By",
        illustrative:
          "Illustrative case study: a typical firm, described from common situations. No client is named and no result is promised.",
        webinar: { when: "Date", length: "Length: {n} minutes", replay: "Watch the replay", zone: "{zone} time" },
        downloadPdf: "Download the guide (PDF)",
        back: "All resources",
      },
    },
    contact: {
      meta: {
        title: `Contact us | ${site.name}`,
        description:
          "Book a demo, talk to an expert or explore a partnership for general agents. Our team will get back to you quickly with answers to your questions.",
      },
      title: "Contact us",
      subtitle: "Let’s talk about your practice",
      description: "Book a demo, ask an expert your questions or explore a partnership. We’ll get back to you quickly.",
      addresses: {
        title: "How to reach us",
        appointments: "Appointments and demos",
        support: "Technical support",
        hours: "Monday to Friday, 9 a.m. to 5 p.m. (ET)",
      },
      form: {
        title: "Write to us",
        intro: "Fill out the form and a member of our team will get in touch.",
        requiredNote: "All fields are required unless marked otherwise.",
        fields: {
          firstName: "First name",
          lastName: "Last name",
          email: "Work email",
          emailHint: "We’ll only use it to reply to you.",
          phone: "Phone",
          phoneHint: "Example: 514 555-0123",
          company: "Company name",
          topic: "Topic",
          message: "Message",
          messageHint: "Briefly describe what you need.",
          consent: "I agree that my personal information may be used to respond to my request, in accordance with the",
          consentLink: "privacy policy",
          optional: "(optional)",
        },
        topics: {
          demo: "Book a demo",
          expert: "Talk to an expert",
          mga: "MGA partnership",
          careers: "Careers",
          support: "Technical support",
        },
        submit: "Send",
        sending: "Sending...",
        errors: {
          summary: "Please correct the fields indicated.",
          required: "This field is required.",
          tooShort: "At least {min} characters.",
          tooLong: "No more than {max} characters.",
          email: "Enter a valid email address.",
          phone: "Enter a valid North American phone number, for example 514 555-0123.",
          control: "This field contains characters that aren’t allowed.",
          consent: "Please agree to the use of your information so we can send your request.",
          topic: "Please choose a topic.",
          network: `Sending failed after several attempts. Check your connection and try again, or email us at ${site.emails.support}.`,
          rateLimited: "Too many submissions in a short time. Please try again in a minute.",
          tooLarge: "Your message is too large. Shorten it, then try again.",
          unsupported: "This submission format isn’t supported. Reload the page, then try again.",
          forbidden: "This request didn’t come from our website. Open the form on our website, then try again.",
          unavailable:
            "Our service is temporarily unavailable and nothing was saved. Please try again in a few moments.",
          expired: "This form was opened more than a day ago. Reload the page, then send your request again.",
          invalid: "We couldn’t process your request. Check the fields, then try again.",
        },
        success: {
          title: "Message sent",
          text: "Thank you! A member of our team will get back to you shortly.",
          again: "Send another message",
        },
      },
    },
    booking: {
      meta: {
        title: `Book a demo | ${site.name}`,
        description: "Pick a free time and book a 30-minute demo with a member of our team, no account needed.",
      },
      subtitle: "A personalized demo",
      title: "Book a demo",
      description:
        "Pick a time that suits you: a member of our team will walk you through the digital assistant and answer your questions.",
      timesTitle: "Pick a time",
      duration: "A {minutes}-minute video meeting.",
      zoneNote: "Times shown in {zone}.",
      timesCount: "{count} free times",
      noTimes: "No time is free right now. Write to us and we will suggest a date.",
      noTimesLink: "Write to us",
      chosen: "Your time",
      change: "Pick another time",
      detailsTitle: "Your details",
      fields: {
        company: "Firm or agency",
        role: "You are",
        advisors: "Number of advisors",
        advisorsHint: "In your firm or network.",
        message: "Message",
        messageHint: "What you would like us to cover in this meeting.",
      },
      roles: {
        advisor: "An independent financial security advisor",
        mga: "A managing general agent (MGA)",
        other: "Other",
      },
      submit: "Book this time",
      sending: "Booking...",
      errors: {
        role: "Please tell us your role.",
        advisors: "Enter a number of advisors between 1 and 100,000.",
        time: "Please pick a time from the list.",
        taken: "This time was just taken by someone else.",
        takenChoose: "Pick one of the next free times; your answers are kept.",
        tooMany: "This email address already has three upcoming meetings. Cancel one, or write to us to book another.",
        unknownAnswer:
          "This form holds an answer to a question that is no longer asked, so nothing was booked. Reload the page, then try again.",
        notFound: "This meeting link is not valid. Check the link in your email.",
      },
      reschedule: {
        title: "Move your meeting",
        intro: "Pick a new time. Your current meeting stays booked until you confirm.",
        current: "Current meeting",
        submit: "Move to this time",
      },
      confirmation: {
        meta: {
          title: `Your meeting | ${site.name}`,
          description: "The details of your demo, to add it to your calendar, move it or cancel it.",
        },
        booked: "Your demo is booked",
        rescheduled: "Your meeting has been moved",
        cancelled: "Meeting cancelled",
        cancelledText: "This meeting is cancelled and its time has been freed.",
        past: "This meeting has taken place.",
        emailSent: "An invitation was sent to {email}.",
        when: "Date and time",
        with: "With",
        how: "How",
        place: {
          video: "By video: {link}",
          phone: "By phone: we will call you.",
          address: "In person: {address}",
        },
        calendar: "Add to my calendar (.ics)",
        reschedule: "Move the meeting",
        cancel: "Cancel the meeting",
        cancelQuestion: "The time will be freed and we will be told.",
        cancelConfirm: "Yes, cancel this meeting",
        bookAgain: "Book another meeting",
      },
      contactOffer: {
        text: "Would you like a demo? Pick a time yourself in our calendar.",
        link: "Book a demo",
      },
      moveLimit: {
        text: "This meeting has already been moved {moves} times, so it can no longer be moved online. To pick another time, write to us and we’ll find one with you.",
        link: "Write to the team",
      },
      leadMessage: "Meeting booked: {when}\nRole: {role}\nNumber of advisors: {advisors}\n\n{message}",
      emails: {
        subjects: {
          confirmation: "Your meeting with {site}: {type}, {when}",
          update: "Meeting moved: {type}, {when}",
          reminder: "Reminder: {type} tomorrow, {when}",
          cancellation: "Meeting cancelled: {type}, {when}",
          staffConfirmation: "New meeting: {type} with {name}, {when}",
          staffUpdate: "Meeting moved: {type} with {name}, {when}",
          staffReminder: "Reminder: {type} with {name}, {when}",
          staffCancellation: "Meeting cancelled: {type} with {name}, {when}",
        },
        greeting: "Hello {name},",
        confirmation: "Your meeting is booked. The attached invitation adds it to your calendar.",
        update: "Your meeting has been moved. The attached invitation updates your calendar.",
        reminder: "A reminder: your meeting is in 24 hours.",
        cancellation: "Your meeting is cancelled. The attachment removes it from your calendar.",
        staffIntro: "A meeting has been assigned to you.",
        staffCancellation: "This meeting is cancelled; the time is free again.",
        when: "Date and time: {when}",
        with: "With: {name}",
        how: "How: {how}",
        manage: "To move or cancel the meeting: {link}",
        answers: "The prospect’s answers",
        signature: "The {site} team",
      },
      meetingTypes: {
        unknown: "This kind of meeting is not offered. You can book a demo instead.",
        subtitle: "Book a meeting",
        description:
          "Choose a time that suits you: a member of our team will meet you for {minutes} minutes, by video call.",
        what: "Meeting: {type} ({minutes} minutes)",
        eventTitle: "{type} – {site}",
        booked: "Your meeting is booked",
      },
      questions: {
        legend: "To prepare the meeting",
        purpose:
          "Optional questions. Your answers go to the team only to prepare the meeting, and are kept with your booking.",
      },
      visitAids: {
        noLongerFree: "This time is no longer available. Please choose another.",
        tooFast:
          "This form was sent very soon after it opened. Check your answers, tick the consent box again, then send it.",
        tooFastField: "Tick this box again to confirm you are sending the form.",
        summaryFields: { consent: "Consent", start: "Chosen time" },
        joinVideo: "Join the video meeting",
        addTo: { label: "Or add it to:", google: "Google Calendar", outlook: "Outlook" },
        cancelReason: { label: "Reason for cancelling", hint: "Optional. It helps us offer better times." },
        easternBeside: "{time} in Montréal",
        zoneChoice: { label: "Time zone", submit: "Show the times" },
        zoneCities: {
          "America/St_Johns": "St. John’s",
          "America/Halifax": "Halifax, Moncton",
          "America/Toronto": "Montréal, Toronto",
          "America/Winnipeg": "Winnipeg",
          "America/Regina": "Regina",
          "America/Edmonton": "Calgary, Edmonton",
          "America/Vancouver": "Vancouver",
          "Europe/Paris": "Paris",
        },
        month: {
          title: "Free days",
          previousDay: "Previous free day",
          nextDay: "Next free day",
          weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
          dayLink: "{day}: {count}",
        },
        dayNotFree: "That day has no free times left. Here are the times for {day}.",
        staffZone: "Prospect’s time zone: {zone}, that is {when}",
        staffReason: "Reason given: {reason}",
      },
    },
    guides: {
      meta: {
        title: `Guides and templates | ${site.name}`,
        description: "Practical guides and checklists for financial security advisors and managing general agents.",
      },
      title: "Guides and templates",
      lead: "Practical tools to structure your files, your follow-ups and your compliance.",
      cta: {
        title: "Need a hand putting them to work?",
        text: "Talk it over with our team.",
        button: "Contact us",
      },
    },
    webinars: {
      meta: {
        title: `Webinars | ${site.name}`,
        description:
          "Live webinars on practice organization, automation and compliance for financial security advisors.",
      },
      title: "Webinars",
      lead: "Live sessions to learn good practices and ask your questions.",
      cta: {
        title: "A question before the session?",
        text: "Write to us and we will answer.",
        button: "Write to us",
      },
    },
    conferences: {
      meta: {
        title: `Conferences | ${site.name}`,
        description:
          "Coming soon: our talks on the future of the practice for financial security advisors and general agents. Invite us to speak at your next event.",
      },
      title: "Conferences",
      lead: "We’re preparing talks for advisors and general agents.",
      points: ["Talks on the future of the practice", "Advisors sharing their experience", "Meet our team"],
      cta: {
        title: "Organizing an event?",
        text: "Invite us to speak to your advisors.",
        button: "Invite us",
      },
    },
    caseStudies: {
      meta: {
        title: `Case studies | ${site.name}`,
        description:
          "Case studies on how advisory firms and managing general agents organize their practice. Illustrative studies say so.",
      },
      title: "Case studies",
      lead: "How firms organize their practice. An illustrative study says so plainly.",
      cta: {
        title: "What about your firm?",
        text: "Book a demo and see what the assistant can do for you.",
        button: "Book a demo",
      },
    },
    ...legal,
  },
};
