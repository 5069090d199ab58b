import { toast } from 'react-toastify';

/** Every create, update and delete ends in a toast at the top right. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  /** A toast with an Undo button; `onUndo` runs when it is pressed. */
  undoable: (message: string, undoLabel: string, onUndo: () => void) =>
    toast.info(
      ({ closeToast }) => (
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
};
