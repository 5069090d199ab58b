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

const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/** With nobody touching the page, the charts come this long after it is idle. */
const UNTOUCHED_DELAY = 1500;

/** Once the page is idle: at the first sign of a person (a pointer, a key, a scroll), or after a moment without one. */
function whenIdleThenActive(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const stop = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, go, true));
    if (timer !== undefined) clearTimeout(timer);
  };
  const cancelIdle = whenIdle(() => {
    INTERACTIONS.forEach((type) => window.addEventListener(type, go, { capture: true, passive: true }));
    timer = setTimeout(go, UNTOUCHED_DELAY);
  });
  return () => {
    done = true;
    cancelIdle();
    stop();
  };
}

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
      cancel = whenIdleThenActive(() => setWanted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel?.();
    };
  }, [wanted]);
  return wanted;
}
