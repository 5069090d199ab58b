import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Puts focus back on the element the preview had focused, now drawn by the library. */
function FocusAgain({ root, focusKey }: { root: React.RefObject<HTMLDivElement | null>; focusKey: React.RefObject<string | null> }) {
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    let frame = 0;
    let tries = 0;
    // A library may show its element a frame or two after mounting it (Radix shows a thumb once it knows its
    // index): until then it cannot take focus, so it is asked again on the next frames.
    const attempt = () => {
      // Only where focus was lost with the preview: never taken from where a person has since put it.
      if (document.activeElement && document.activeElement !== document.body) return;
      root.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
      if (document.activeElement === document.body && ++tries < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [root, focusKey]);
  return null;
}

/**
 * Keeps a heavy library out of a page's first load: `preview` (the same content, drawn without the library) is
 * shown until a person comes to it (the pointer over it, a touch, focus inside), then `children` take its place.
 * An element focused in the preview is focused again in the library's version if both carry the same
 * `data-focus-key`, so a keyboard user goes on where they were.
 */
export function LoadOnIntent({ preview, children, className }: { preview: ReactNode; children: ReactNode; className?: string }) {
  const [wanted, setWanted] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  const focusKey = useRef<string | null>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  return (
    <div
      ref={root}
      className={className}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={(event) => {
        focusKey.current = (event.target as HTMLElement).dataset.focusKey ?? null;
        want();
      }}
      onBlur={(event) => {
        // Focus gone elsewhere; not focus lost as the preview leaves the page (no element takes it then).
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) focusKey.current = null;
      }}
    >
      {/* One boundary throughout: asked for in a transition, the preview stays (focus in it too) until the library is there. */}
      <Suspense fallback={preview}>
        {wanted ? (
          <>
            {children}
            <FocusAgain root={root} focusKey={focusKey} />
          </>
        ) : (
          preview
        )}
      </Suspense>
    </div>
  );
}
