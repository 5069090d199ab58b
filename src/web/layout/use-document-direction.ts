import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The direction on `<html>` (set before the first paint, then by the customizer), on any page. */
export const useDocumentDirection = () => useSyncExternalStore(subscribe, () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'));
