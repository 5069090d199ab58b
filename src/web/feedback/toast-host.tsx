import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { toastsWanted } from './notify';

const Toasts = lazy(() => import('./toast-container'));

/** Mounts the toast container once the first toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  const rtl = useDocumentDirection() === 'rtl';
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts rtl={rtl} />
    </Suspense>
  );
}
