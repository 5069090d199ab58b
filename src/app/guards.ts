import { redirect, type LoaderFunctionArgs } from 'react-router';
import { store } from '@/web/store';
import { allows } from './menu';
import type { RouteAccess } from './navigation';
import { paths } from './paths';

const currentUser = () => store.getState().session.userData;
// CASL joins when a page that needs an ability opens, not on the sign-in pages.
const abilityOfCurrentUser = async () => (await import('@/web/session/ability')).abilityFor(currentUser());

function toLogin(request: Request) {
  const url = new URL(request.url);
  return redirect(`${paths.login}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Runs before a page loads: anonymous → login (and back afterwards), lacking the ability → not authorized. */
export function guard(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = currentUser();
    if (access === 'guest-only') return user ? redirect(paths.home) : null;
    if (access === 'public') return null;
    if (!user) return toLogin(request);
    return allows(await abilityOfCurrentUser(), access) ? null : redirect(paths.notAuthorized);
  };
}

/** `/`: each user's home. Until the dashboards exist an admin gets the Todo app; a client goes to access control. */
export async function homeRedirect({ request }: LoaderFunctionArgs) {
  if (!currentUser()) return toLogin(request);
  return redirect((await abilityOfCurrentUser()).can('read', 'Todo') ? paths.todo : paths.accessControl);
}
