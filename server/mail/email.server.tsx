import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { emailColors, emailLogo } from "#common/mail/email-look.ts";
import { site } from "#common/site/config.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";

/** The email's main link, drawn as its button. */
export type EmailAction = { href: string; label: string };

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const small = { fontSize: "14px", lineHeight: "20px", color: emailColors.muted, margin: "0 0 8px" };

/**
 * Every email's frame (decision 104): the logo and name from the site's own origin (no request
 * anywhere else), the message on white, and a footer that says who sends it, where to write, and
 * why the reader gets it. Styles are inline: mail programs drop style sheets.
 */
export function EmailLayout({
  lang,
  title,
  preview,
  siteOrigin,
  why,
  footer,
  children,
}: {
  lang: Lang;
  title: string;
  /** The line mail programs show after the subject. */
  preview: string;
  siteOrigin: string;
  why?: string;
  /** More footer lines, under the reason (a signature, an unsubscribe link). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={lang}>
      <Head>
        <title>{title}</title>
      </Head>
      {preview && <Preview>{preview}</Preview>}
      <Body style={{ backgroundColor: emailColors.surface, color: emailColors.ink, fontFamily: font, margin: 0 }}>
        <Container style={{ maxWidth: "600px", padding: "24px 16px" }}>
          <Section style={{ padding: "0 0 16px" }}>
            <Link
              href={`${siteOrigin}${pathOf("home", lang)}`}
              style={{ color: emailColors.heading, fontSize: "22px", fontWeight: 700, textDecoration: "none" }}
            >
              <Img
                src={`${siteOrigin}${emailLogo.href}`}
                width={emailLogo.size / 2}
                height={emailLogo.size / 2}
                alt=""
                // Else React DOM puts a preload link for it in the head, a page's hint mail programs drop.
                fetchPriority="low"
                style={{ display: "inline-block", verticalAlign: "middle", marginRight: "10px" }}
              />
              <span style={{ verticalAlign: "middle" }}>{site.name}</span>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: "#ffffff",
              border: `1px solid ${emailColors.line}`,
              borderRadius: "12px",
              padding: "8px 24px",
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: "8px 8px 0" }}>
            {footer}
            {why && <Text style={small}>{why}</Text>}
            <Text style={small}>{site.postalAddress[lang]}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The main link: a button large enough to hit, readable without images. */
export function EmailButton({ action }: { action: EmailAction }) {
  return (
    <Section style={{ padding: "4px 0 20px" }}>
      <Button
        href={action.href}
        style={{
          backgroundColor: emailColors.brand,
          borderRadius: "8px",
          color: "#ffffff",
          fontSize: "16px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {action.label}
      </Button>
    </Section>
  );
}

export const paragraphStyle = { fontSize: "16px", lineHeight: "24px", margin: "16px 0" };
const linkStyle = { color: emailColors.brand, textDecoration: "underline", wordBreak: "break-all" } as const;

/** A web address, without the punctuation that ends the sentence around it. */
const urlPattern = /https?:\/\/[^\s<>"«»]+?(?=[.,;:!?)]*(?:\s|$))/g;

/** A line of text with its addresses as links; the main one is left out, its button stands for it. */
function TextLine({ line, action }: { line: string; action?: EmailAction }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of line.matchAll(urlPattern)) {
    const url = match[0];
    parts.push(line.slice(at, match.index));
    if (url !== action?.href)
      parts.push(
        <Link key={match.index} href={url} style={linkStyle}>
          {url}
        </Link>,
      );
    at = match.index + url.length;
  }
  parts.push(line.slice(at));
  return <>{parts}</>;
}

/** A paragraph of the text part: its lines, kept, and the button under it where it held the main link. */
function TextParagraph({ paragraph, action }: { paragraph: string; action?: EmailAction }) {
  const lines = paragraph.split("\n").filter((line) => !(action && line.trim() === action.href));
  const hasAction = action !== undefined && paragraph.includes(action.href);
  return (
    <>
      {lines.length > 0 && (
        // pre-wrap: a list's indent in the text ("  - ") stays.
        <Text style={{ ...paragraphStyle, whiteSpace: "pre-wrap" }}>
          {lines.map((line, index) => (
            // Lines are the text's own; the index is their place, which never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's lines are fixed
            <span key={index}>
              {index > 0 && <br />}
              <TextLine line={line} action={action} />
            </span>
          ))}
        </Text>
      )}
      {hasAction && action && <EmailButton action={action} />}
    </>
  );
}

/**
 * An email whose HTML says what its text part says, paragraph for paragraph (decision 104): the text
 * stays the one source of its words, the main link becomes the button, other addresses links, and
 * what follows the text's signature mark ("--") goes to the footer.
 */
export function TextEmail({
  lang,
  subject,
  text,
  siteOrigin,
  action,
  why,
}: {
  lang: Lang;
  subject: string;
  text: string;
  siteOrigin: string;
  action?: EmailAction;
  why?: string;
}) {
  const [body = "", signature] = text.split(/\n--\n/, 2);
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim());
  const inText = action !== undefined && body.includes(action.href);
  return (
    <EmailLayout
      lang={lang}
      title={subject}
      preview={previewOf(paragraphs)}
      siteOrigin={siteOrigin}
      why={why}
      footer={signature
        ?.split("\n")
        .filter((line) => line.trim())
        .map((line) => (
          <Text key={line} style={small}>
            <TextLine line={line} />
          </Text>
        ))}
    >
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a text's paragraphs are fixed
        <TextParagraph key={index} paragraph={paragraph} action={action} />
      ))}
      {action && !inText && <EmailButton action={action} />}
    </EmailLayout>
  );
}

/** The preview line: the first paragraph after the greeting ("Bonjour Anne,"), without its addresses. */
function previewOf(paragraphs: string[]): string {
  const [first = "", second] = paragraphs;
  const lead = /,\s*$/.test(first) && !first.includes("\n") && second ? second : first;
  const words = lead.replace(urlPattern, "").replace(/\s+/g, " ").trim();
  return words.length > 140 ? `${words.slice(0, 139)}…` : words;
}

/** The doctype mail programs expect, as React Email's own `render` writes it. */
const emailDoctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part of an email: React escapes every value it is given. React Email's components, drawn
 * by React DOM's static renderer, imported once: React Email's `render` imports React DOM again on
 * every call and reads it through web streams, almost three times the CPU (decision 104, later).
 */
export function renderEmail(email: ReactNode): Promise<string> {
  return Promise.resolve(`${emailDoctype}${renderToStaticMarkup(email)}`);
}

/** The HTML part of an email whose text part is its words (decision 104). */
export function textEmailHtml(
  mail: { lang: Lang; subject: string; text: string },
  options: { siteOrigin: string; action?: EmailAction; why?: string },
): Promise<string> {
  return renderEmail(<TextEmail {...mail} {...options} />);
}
