import { useSyncExternalStore } from 'react';

// The skin lives on <html> (data-skin, data-bs-theme): a number that changes whenever it does, so what is
// measured from the live CSS variables is measured again.
let version = 0;
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(() => {
    version += 1;
    onChange();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin', 'data-bs-theme', 'class'] });
  return () => observer.disconnect();
}

export const useSkinVersion = () => useSyncExternalStore(subscribe, () => version);
