import { Link } from "react-router";
import { AdminPage, useAdmin } from "#app/admin/components/ui.tsx";
import { heldMailOf, heldMailView } from "#app/mail/held-mail.server.ts";
import { HeldMail } from "#app/mail/held-mail.tsx";
import { firstNameOf } from "#common/admin/member-names.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/home";

/** The member is greeted by the first name they gave at setup (issue 46), not by their address. */
export async function loader(args: Route.LoaderArgs) {
  const { t, user, lang } = await requireUser(args, "member");
  const profile = await service(args.context, "booking").store.staffProfile(user.id);
  // Held mail is said here first (decisions 072 and 087): to admins with what to do, to others what it means.
  const held = heldMailView(await heldMailOf(service(args.context, "admin").outbox), user.role, t.heldMail, lang);
  return { t: t.home, held, name: firstNameOf({ email: user.email, firstName: profile?.firstName ?? null }) };
}

/** The home of the back office: the sections this person's role opens, from the one menu list. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t, name, held } = loaderData;
  const { nav } = useAdmin();
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-lg">
        {t.welcome} {name}. {t.intro}
      </p>
      {held && <HeldMail view={held} />}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {nav.slice(1).map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="flex min-h-16 items-center rounded-card border border-line bg-white p-5 font-semibold text-brand-800 hover:border-brand-500"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
