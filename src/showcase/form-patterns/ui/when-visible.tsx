import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What lies below the fold (the lists of what was saved) is asked for when it comes near the screen, not with the
 * page: its code and its data load then, so the form above is there first.
 */
export function WhenVisible({ children, minHeight = 160 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // The room it takes is kept until its code has come, so the page does not jump while it loads.
  const room = <div style={{ minHeight }} />;
  return <div ref={ref}>{near ? <Suspense fallback={room}>{children}</Suspense> : room}</div>;
}
