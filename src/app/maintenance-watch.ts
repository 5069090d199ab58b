import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAINTENANCE_EVENT, readMaintenance } from '@/web/api/maintenance';
import { paths } from './paths';

/** The maintenance page's address, with the page to come back to when it is over. */
export function maintenancePageFor(back: string): string {
  return `${paths.maintenance}?back=${encodeURIComponent(back)}`;
}

/** Sends the person to the maintenance page when any answer says the site is under maintenance. */
export function useMaintenanceRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    const onMaintenance = () => navigate(maintenancePageFor(here), { replace: true });
    window.addEventListener(MAINTENANCE_EVENT, onMaintenance);
    return () => window.removeEventListener(MAINTENANCE_EVENT, onMaintenance);
  }, [navigate, here]);
}

/**
 * Whether the server said it is under maintenance when the frame opened. Someone without full access is sent to the
 * maintenance page at once (`fullAccess` false); an administrator keeps working, and the caller shows the banner.
 */
export function useMaintenanceAtStart(fullAccess: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    void readMaintenance().then((maintenance) => {
      if (!live || maintenance !== true) return;
      if (fullAccess) setOn(true);
      else window.dispatchEvent(new Event(MAINTENANCE_EVENT));
    });
    return () => {
      live = false;
    };
  }, [fullAccess]);
  return on;
}
