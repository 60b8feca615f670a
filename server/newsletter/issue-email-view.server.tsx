import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { emailColors } from "#common/mail/email-look.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { EmailButton, EmailLayout, paragraphStyle } from "#server/mail/email.server.tsx";

const footerText = { fontSize: "14px", lineHeight: "20px", color: emailColors.muted, margin: "0 0 8px" };

/**
 * An issue's HTML part (decision 104): the body is the editor's Markdown, already sanitized into HTML
 * by the resources' renderer (decision 085), the only HTML an email takes as it is; every other value
 * (titles, summaries, links) React escapes. Each card's link is its button.
 */
export function IssueEmail({
  lang,
  subject,
  preview,
  bodyHtml,
  cards,
  test,
  why,
  unsubscribe,
  siteOrigin,
}: {
  lang: Lang;
  subject: string;
  preview: string;
  /** Sanitized by renderMarkdown. */
  bodyHtml: string;
  /** Each with its link as counted. */
  cards: { title: string; summary: string; href: string }[];
  test: boolean;
  why: string;
  /** The subscriber's own link; a test copy has none. */
  unsubscribe: string | undefined;
  siteOrigin: string;
}) {
  const t = newsletterIssueText[lang];
  return (
    <EmailLayout
      lang={lang}
      title={subject}
      preview={preview}
      siteOrigin={siteOrigin}
      why={why}
      footer={
        <Text style={footerText}>
          {unsubscribe ? (
            <Link href={unsubscribe} style={{ color: emailColors.brand, textDecoration: "underline" }}>
              {t.unsubscribeLink}
            </Link>
          ) : (
            t.testUnsubscribe
          )}
        </Text>
      }
    >
      {test && (
        <Text style={paragraphStyle}>
          <strong>{t.testNote}</strong>
        </Text>
      )}
      {/* The body is renderMarkdown's sanitized HTML (decision 085): the one HTML taken as it is. */}
      <div style={{ fontSize: "16px", lineHeight: "24px" }} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {cards.length > 0 && (
        <Heading as="h2" style={{ color: emailColors.heading, fontSize: "20px", margin: "24px 0 8px" }}>
          {t.featured}
        </Heading>
      )}
      {cards.map((card) => (
        <Section
          key={card.href}
          style={{
            border: `1px solid ${emailColors.line}`,
            borderRadius: "8px",
            padding: "4px 16px",
            margin: "12px 0",
          }}
        >
          <Heading as="h3" style={{ color: emailColors.heading, fontSize: "18px", margin: "12px 0 4px" }}>
            {card.title}
          </Heading>
          <Text style={{ ...paragraphStyle, margin: "0 0 12px" }}>{card.summary}</Text>
          <EmailButton action={{ href: card.href, label: formatMessage(t.readMore, lang, { title: card.title }) }} />
        </Section>
      ))}
    </EmailLayout>
  );
}
