import { Outlet } from 'react-router';

/** For pages that stand alone (authentication, errors): no menu, no navbar. */
export function BlankLayout() {
  return (
    <main id="main-content" className="tb-blank">
      <Outlet />
    </main>
  );
}
