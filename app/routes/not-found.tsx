import { data } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { pageMeta } from "#app/site/seo.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { siteWords } from "#server/http/context.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const { meta, ...t } = siteWords(context, lang).notFound;
  return data({ meta, t }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData ? pageMeta(loaderData.meta, location.pathname, matches) : [];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const lang = useLang();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-bold text-7xl text-brand-600 tracking-tight">{t.code}</p>
      <h1 className="mt-4 font-bold text-3xl text-brand-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <ButtonLink to={pathOf("home", lang)} variant="brand" size="lg" className="mt-10">
        {t.back}
      </ButtonLink>
    </div>
  );
}
