import { matchPath, matchRoutes, type ServerBuild } from "react-router";

/**
 * The route pattern a path answers to, from React Router's route table, or from `own`, the patterns
 * the server answers before it (/healthz, the calendar feed): a raw path, which may carry a token,
 * is never a label.
 */
export function routeLabeller(build: Pick<ServerBuild, "routes">, own: readonly string[]): (path: string) => string {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): Node[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: childrenOf(route.id),
      }));
  const tree = childrenOf(undefined);
  // A path seen before keeps its label; the cache is bounded, as paths come from anyone.
  const seen = new Map<string, string>();
  return (path) => {
    // The cache first: matchPath compiles its pattern on every call, and a page request is counted
    // on the hot path (bench:load saw 36 → 47 µs of CPU per built page with the doors tried first).
    const known = seen.get(path);
    if (known) return known;
    const door = own.find((pattern) => matchPath(pattern, path));
    if (door) return door;
    if (path.startsWith("/assets/")) return "/assets/*";
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], path) ?? [];
    const pattern = `/${matches
      .map((match) => match.route.path ?? "")
      .join("/")
      .split("/")
      .filter(Boolean)
      .join("/")}`;
    const label = matches.length ? pattern : "unmatched";
    if (seen.size < 2000) seen.set(path, label);
    return label;
  };
}
