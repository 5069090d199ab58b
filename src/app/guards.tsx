import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@/platform/auth/abilities';
import { localRedirect } from '@/web/pages/auth/redirect';
import { useSessionUser } from '@/web/session/session';
import { paths } from './paths';
import type { PageAccess } from '@/web/web-module';

export function allows(ability: AppAbility, access: PageAccess): boolean {
  return typeof access === 'string' || ability.can(access.action, access.subject);
}

/** Where an anonymous visitor goes: the login page, and back here afterwards. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** Login and registration: a signed-in user goes where they were headed, or home. */
export function GuestOnly() {
  const [params] = useSearchParams();
  return useSessionUser() ? <Navigate to={localRedirect(params.get('redirect')) ?? paths.home} replace /> : <Outlet />;
}

/** A signed-in page: lacking the ability it needs → not authorized (the abilities come from signed-in.tsx). */
export function Allowed({ access, children }: { access: PageAccess; children: ReactNode }) {
  const ability = useAbility<AppAbility>();
  return allows(ability, access) ? children : <Navigate to={paths.notAuthorized} replace />;
}

/** `/`: each user's home. The page a module puts at `/` (the e-commerce dashboard) for those it admits; otherwise Todo, or access control for a client. */
export function HomeRedirect({ access, children }: { access?: PageAccess; children?: ReactNode }) {
  const ability = useAbility<AppAbility>();
  if (access && children && allows(ability, access)) return children;
  return <Navigate to={ability.can('read', 'Todo') ? paths.todo : paths.accessControl} replace />;
}

/** Unknown addresses: the error page, which names the address that was not found. */
export function NotFound() {
  const { pathname } = useLocation();
  return <Navigate to={`${paths.error}?from=${encodeURIComponent(pathname)}`} replace />;
}
