import { Suspense, useState, type ReactNode } from 'react';

/**
 * For panels whose code loads on first use: renders `children` (typically a lazy component) from the
 * first time `show` is true, and keeps them mounted afterwards so they can animate closed.
 */
export function OpenedOnce({ show, children }: { show: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
