import { redirect } from "react-router";
import { adminPaths } from "#common/admin/paths.ts";
import { requireAction } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/sign-out";

/** Nothing to show: a GET goes home (or to sign-in). */
export function loader() {
  return redirect(adminPaths.home);
}

/** Ends this session on the server, so the cookie is dead even if the browser keeps it: any role signs out. */
export async function action(args: Route.ActionArgs) {
  const { user, sessionId } = await requireAction(args, "member");
  const { auth, cookie } = service(args.context, "admin");
  await auth.signOut(sessionId, user);
  throw redirect(`${adminPaths.signIn}?done=signedOut`, { headers: { "Set-Cookie": cookie.clear() } });
}
