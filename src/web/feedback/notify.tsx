import type { ReactNode } from 'react';

type Toastify = typeof import('react-toastify/unstyled');

// react-toastify (and its stylesheet) load with the first toast, not with the page: a toast asked for
// before its container mounts waits in the library's queue and shows once the container is there.
let library: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function show(run: (toast: Toastify['toast']) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  library ??= import('react-toastify/unstyled');
  void library.then(({ toast }) => run(toast));
}

/** For the toast host: whether any toast was asked for yet. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/**
 * Hands react-toastify's `toast` to `run` once it is there, with the app's container mounted: for toasts of
 * their own kind (a position, a progress bar, a duration of their own) and to dismiss them.
 */
export const withToasts = (run: (toast: Toastify['toast']) => void) => show(run);

/** Every create, update and delete ends in a toast at the top right. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message)),
  error: (message: string) => show((toast) => toast.error(message)),
  info: (message: string) => show((toast) => toast.info(message)),
  /** A toast with an Undo button; `onUndo` runs when it is pressed. */
  undoable: (message: string, undoLabel: string, onUndo: () => void) =>
    show((toast) =>
      toast.info(
        ({ closeToast }): ReactNode => (
          <span className="d-flex align-items-center justify-content-between gap-3 w-100">
            <span>{message}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => {
                onUndo();
                closeToast();
              }}
            >
              {undoLabel}
            </button>
          </span>
        ),
        { autoClose: 6000 },
      ),
    ),
};
