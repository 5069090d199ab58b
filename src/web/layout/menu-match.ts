/** Whether a menu entry's page is the one open: its own path or a page below it (`/` only for itself). */
export const isWithin = (pathname: string, path: string) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`));
