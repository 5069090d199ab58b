import { redirect, type LoaderFunctionArgs } from 'react-router';
import { abilityFor } from '@/web/session/ability';
import { homeFor } from '@/web/session/home';
import { store } from '@/web/store';
import { allows } from './menu';
import type { RouteAccess } from './navigation';
import { paths } from './paths';

const currentUser = () => store.getState().session.userData;

function toLogin(request: Request) {
  const url = new URL(request.url);
  return redirect(`${paths.login}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Runs before a page loads: anonymous → login (and back afterwards), lacking the ability → not authorized. */
export function guard(access: RouteAccess) {
  return ({ request }: LoaderFunctionArgs) => {
    const user = currentUser();
    if (access === 'guest-only') return user ? redirect(homeFor(user)) : null;
    if (access === 'public') return null;
    if (!user) return toLogin(request);
    return allows(abilityFor(user), access) ? null : redirect(paths.notAuthorized);
  };
}

/** `/`: the admin's home. Until the dashboards exist it opens the Todo app; a client goes to access control. */
export function homeRedirect({ request }: LoaderFunctionArgs) {
  const user = currentUser();
  if (!user) return toLogin(request);
  return redirect(abilityFor(user).can('read', 'Todo') ? paths.todo : paths.accessControl);
}
