import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, pages } from "./site/pages";

export default [
  ...pages.flatMap((page) => languages.map((lang) => route(page[lang], page.module, { id: `${page.id}.${lang}` }))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
