import { Download, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { useInnerHtml } from "#app/lib/inner-html.ts";
import type { ResourceText } from "#common/content/types.ts";

/** An item as its page shows it (app/resources/format.server.ts, articleOf), with its PDF if public. */
export type ArticleItem = {
  kind: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  isoDate: string;
  readingTime: string;
  illustrative: boolean;
  html: string;
  pdf?: string;
};

/**
 * An item's page below the site's header: the public page, and the editor's preview of a draft,
 * which shows it as it will read (issue 46, item 17); there the title is a heading of the preview's
 * panel, not the page's.
 */
export function ResourceArticle({
  t,
  item,
  webinar,
  request,
  back,
  inPreview,
}: {
  t: ResourceText;
  item: ArticleItem;
  webinar?: { when: string; length: string; replayUrl: string | null };
  request?: { href: string; label: string };
  back: string;
  inPreview?: boolean;
}) {
  const body = useInnerHtml(item.html);
  const Title = inPreview ? "h3" : "h1";
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BackLink to={back}>{t.back}</BackLink>
      <p className="mt-4 font-semibold text-teal-700">{item.kind}</p>
      <Title className="mt-2 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">
        {item.title}
      </Title>
      <p className="mt-4 text-lg text-muted leading-relaxed">{item.summary}</p>
      <Byline t={t} item={item} />
      {item.illustrative && (
        <p className="mt-6 rounded-card border border-accent-700 bg-accent-100 p-4 text-ink">{t.illustrative}</p>
      )}
      {webinar && (
        <dl className="mt-6 grid gap-2 rounded-card border border-line bg-surface p-5">
          <dt className="font-semibold text-brand-900">{t.webinar.when}</dt>
          <dd>{webinar.when}</dd>
          <dd>{webinar.length}</dd>
          {webinar.replayUrl && (
            <dd>
              <a
                href={webinar.replayUrl}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
              >
                <PlayCircle aria-hidden className="size-5" />
                {t.webinar.replay}
              </a>
            </dd>
          )}
        </dl>
      )}
      {/* On a phone the programme is long: the form's link comes before it too, not only after (issue 46, item 18). */}
      {request && <RequestLink request={request} className="mt-6" />}
      {/* Rendered from the editor's Markdown and sanitized on the server (server/resources/render.server.ts). */}
      <div className="resource-body mt-10" dangerouslySetInnerHTML={body} />
      {item.pdf && (
        <p className="mt-8">
          <a
            href={item.pdf}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            <Download aria-hidden className="size-5" />
            {t.downloadPdf}
          </a>
        </p>
      )}
      {request && <RequestLink request={request} className="mt-10" />}
    </article>
  );
}

/** The link to a webinar's registration or a gated guide's form, on its own page (decision 034). */
function RequestLink({ request, className }: { request: { href: string; label: string }; className: string }) {
  return (
    <p className={className}>
      <Link
        to={request.href}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {request.label}
      </Link>
    </p>
  );
}

function Byline({
  t,
  item,
}: {
  t: ResourceText;
  item: { author: string; date: string; isoDate: string; readingTime: string };
}) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-muted text-sm">
      <span>
        {t.by} {item.author}
      </span>
      <span>
        {t.published} <time dateTime={item.isoDate}>{item.date}</time>
      </span>
      <span>{item.readingTime}</span>
    </p>
  );
}
