import { useEffect, useState } from 'react';

// Safari has no idle callbacks: a short timer there.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * True once the page is shown and the browser has a moment: the chart libraries are asked for then, never with
 * the page, so its titles and data tables come first and the page's own weight stays small.
 */
export function useChartsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let cancel: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      cancel = whenIdle(() => setWanted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel?.();
    };
  }, [wanted]);
  return wanted;
}
