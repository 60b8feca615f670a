import { adminError, currentUser, visitorLang } from "#server/auth/guard.server.ts";
import type { Route } from "./+types/not-found";

/** Any other /admin address: a 404 in the back office's own layout and language. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await currentUser(args);
  throw adminError(404, signedIn?.lang ?? visitorLang(args.url), "notFound");
}

export default function AdminNotFound() {
  return null;
}
