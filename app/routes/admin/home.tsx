import { Link } from "react-router";
import { requireUser } from "../../../server/auth/guard.server";
import { AdminPage, useAdmin } from "../../admin/components/ui";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  const { t, user } = await requireUser(args, "member");
  return { t: t.home, email: user.email };
}

/** The home of the back office: the sections this person's role opens, from the one menu list. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t, email } = loaderData;
  const { nav } = useAdmin();
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-lg">
        {t.welcome} {email}. {t.intro}
      </p>
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
