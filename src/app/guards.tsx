import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@/platform/auth/abilities';
import { useSessionUser } from '@/web/session/session';
import { paths } from './paths';
import type { RouteAccess } from './navigation';

export function allows(ability: AppAbility, access: RouteAccess): boolean {
  return typeof access === 'string' || ability.can(access.action, access.subject);
}

/** Where an anonymous visitor goes: the login page, and back here afterwards. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** Login and registration: a signed-in user goes home instead. */
export function GuestOnly() {
  return useSessionUser() ? <Navigate to={paths.home} replace /> : <Outlet />;
}

/** A signed-in page: lacking the ability it needs → not authorized (the abilities come from signed-in.tsx). */
export function Allowed({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const ability = useAbility<AppAbility>();
  return allows(ability, access) ? children : <Navigate to={paths.notAuthorized} replace />;
}

/** `/`: each user's home. Until the dashboards exist an admin gets the Todo app; a client goes to access control. */
export function HomeRedirect() {
  const ability = useAbility<AppAbility>();
  return <Navigate to={ability.can('read', 'Todo') ? paths.todo : paths.accessControl} replace />;
}

/** Unknown addresses: the error page, which names the address that was not found. */
export function NotFound() {
  const { pathname } = useLocation();
  return <Navigate to={`${paths.error}?from=${encodeURIComponent(pathname)}`} replace />;
}
