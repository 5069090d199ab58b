import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { GripVertical } from 'lucide-react';

export interface DragRowProps {
  label: string;
  /** Dragged by a grip of its own (named by `dragLabel`), or by the whole row. */
  handle: boolean;
  dragLabel: string;
  /** What starts a drag: the grip or the row (dnd-kit's attributes and listeners, or the preview's own). */
  activator: HTMLAttributes<HTMLElement> & { 'data-focus-key': string };
  activatorRef?: Ref<HTMLElement>;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

/** One item of a drag-and-drop list, the same with dnd-kit or in the preview drawn before it. */
export function DragRow({ label, handle, dragLabel, activator, activatorRef, rowRef, style, dragging = false }: DragRowProps) {
  return (
    <li ref={rowRef} style={style} className={`tb-drag-row list-group-item p-0${dragging ? ' tb-drag-row-dragging' : ''}`}>
      {handle ? (
        <div className="d-flex align-items-center gap-2 px-2 py-2">
          <button type="button" ref={activatorRef as Ref<HTMLButtonElement>} className="btn btn-sm btn-icon tb-drag-handle" aria-label={dragLabel} {...activator}>
            <GripVertical size={16} aria-hidden="true" />
          </button>
          <span>{label}</span>
        </div>
      ) : (
        <div ref={activatorRef as Ref<HTMLDivElement>} className="tb-drag-whole d-flex align-items-center gap-2 px-3 py-2" {...activator}>
          <GripVertical size={16} className="text-body-secondary" aria-hidden="true" />
          <span>{label}</span>
        </div>
      )}
    </li>
  );
}
