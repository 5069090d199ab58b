import { allPages } from '../../src/app/modules';
import { paths } from '../../src/app/paths';

const withoutParams = (list: typeof allPages) => list.map((page) => page.path).filter((path) => !path.includes(':'));

/** Every address the router serves that needs no parameter: the home redirect and each module's pages. */
export const routes = [...new Set([paths.home, ...withoutParams(allPages)])];

/** Pages for signed-out visitors only (login, register). */
export const guestOnlyRoutes = new Set(withoutParams(allPages.filter((page) => page.access === 'guest-only')));

/** Pages anyone may open, signed in or not. */
export const publicRoutes = new Set(withoutParams(allPages.filter((page) => page.access === 'public')));

/** Signed-in pages drawn without the navbar: blank ones and those whose frame is empty (the layout demos). */
export const withoutNavbarRoutes = new Set(withoutParams(allPages.filter((page) => page.layout === 'blank' || page.layoutOptions?.frame === 'empty')));

/** The UI showcase's pages (typography, colours, icons, components, forms, tables, charts, extensions). */
export const showcaseRoutes = routes.filter((path) => /^\/(ui-element|colors|icons|components|forms|tables|datatables|charts|extensions)(\/|$)/.test(path));
