import { lazy, type ComponentType } from 'react';
import { OpenedOnce } from '@/web/components/opened-once';

/**
 * A form panel whose code (and the zod it validates with) loads the first time it opens; it stays
 * mounted afterwards so it can animate closed.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPanel(props: P) {
    return (
      <OpenedOnce show={isOpen(props)}>
        <Panel {...props} />
      </OpenedOnce>
    );
  };
}
