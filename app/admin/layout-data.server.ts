import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminNav, roleAllows } from "#common/admin/navigation.ts";
import { type AdminArgs, currentUser, visitorLang } from "#server/auth/guard.server.ts";

/**
 * What every back-office page gets from its layout: language, chrome strings, the user, their menu
 * and their form token. It lives apart from the layout's route module so that the screens' kit
 * (components/ui.tsx), which the layout renders, can name its type without importing the layout back.
 */
export async function adminLayoutData(args: AdminArgs) {
  const signedIn = await currentUser(args);
  const lang = signedIn?.lang ?? visitorLang(args.url);
  const { chrome } = adminDictionaries[lang];
  const user = signedIn && { email: signedIn.user.email, role: signedIn.user.role };
  const nav = signedIn
    ? adminNav
        .filter((item) => roleAllows(signedIn.user.role, item.role))
        .map((item) => ({ path: item.path, label: chrome.nav[item.key] }))
    : [];
  return { lang, chrome, user, nav, csrfToken: signedIn?.csrfToken };
}
