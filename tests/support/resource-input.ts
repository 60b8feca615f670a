import { plainItem, type ResourceInput } from "#server/resources/resource.server.ts";

/** A French article draft that tests change only where it matters to them. */
export function resourceInput(overrides: Partial<ResourceInput> = {}): ResourceInput {
  return {
    kind: "article",
    lang: "fr",
    slug: "revue-annuelle",
    title: "Préparer la revue annuelle",
    summary: "Les étapes d’une revue annuelle.",
    body: "Le **dossier** du client à Québec.",
    author: "Équipe Sobrita",
    ...plainItem,
    ...overrides,
  };
}
