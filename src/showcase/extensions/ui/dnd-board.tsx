import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCorners, DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Active, type Announcements, type Over } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BoardProps } from './dnd-board-types';
import { listOf, moveItem, type Lists } from './dnd-model';
import { DragRow } from './drag-row';

function SortableRow({ id, label, handle }: { id: string; label: string; handle: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription: t('showcase.dnd.roleDescription') } });
  return (
    <DragRow
      label={label}
      handle={handle}
      dragLabel={t('showcase.dnd.dragItem', { item: label })}
      activator={{ ...attributes, ...listeners, 'data-focus-key': id }}
      activatorRef={setActivatorNodeRef}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}

function DroppableList({ id, children, label }: { id: string; children: React.ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <ul ref={setNodeRef} className={`list-group tb-drag-list${isOver ? ' tb-drag-list-over' : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

/** The lists with dnd-kit: pointer and keyboard dragging, and what happens said aloud in the page's language. */
export default function DndBoard({ name, lists, onChange, handle, itemLabel, listLabel }: BoardProps) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // The lists when the drag began, for a cancelled drag across lists to put things back.
  const before = useRef<Lists | null>(null);
  // Whether the item has left its place yet: dnd-kit reports it over itself as it is picked up, which would
  // talk over the pick-up announcement.
  const moved = useRef(false);
  const many = Object.keys(lists).length > 1;

  const where = (id: string, at: Lists = lists) => {
    const list = listOf(at, id);
    if (!list) return null;
    const values = { position: at[list].indexOf(id) + 1, total: at[list].length, list: listLabel(list) };
    return many ? values : { ...values, list: '' };
  };
  const say = (key: string, active: Active, over: Over | null) => {
    const item = itemLabel(String(active.id));
    if (!over) return t('showcase.dnd.say.nowhere', { item });
    // Where it would land: within a list the order changes on the drop.
    const place = where(String(active.id), moveItem(lists, String(active.id), String(over.id)));
    if (!place) return t('showcase.dnd.say.nowhere', { item });
    return t(`showcase.dnd.say.${key}${many ? 'InList' : ''}`, { item, ...place });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t(`showcase.dnd.say.pickedUp${many ? 'InList' : ''}`, { item: itemLabel(String(active.id)), ...where(String(active.id)) }),
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return say('over', active, over);
    },
    onDragEnd: ({ active, over }) => say('dropped', active, over),
    onDragCancel: ({ active }) => t('showcase.dnd.say.cancelled', { item: itemLabel(String(active.id)) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('showcase.dnd.instructions') } }}
      onDragStart={() => {
        before.current = lists;
        moved.current = false;
      }}
      onDragOver={({ active, over }) => {
        // Across lists the item changes list while it moves; within one it moves on drop.
        if (!over || listOf(lists, String(active.id)) === listOf(lists, String(over.id))) return;
        onChange(moveItem(lists, String(active.id), String(over.id)));
      }}
      onDragEnd={({ active, over }) => {
        if (over) onChange(moveItem(lists, String(active.id), String(over.id)));
        before.current = null;
      }}
      onDragCancel={() => {
        if (before.current) onChange(before.current);
        before.current = null;
      }}
    >
      <div className={`row g-3 tb-drag-board-${name}`}>
        {Object.entries(lists).map(([list, items]) => (
          <div key={list} className={many ? 'col-sm-6' : 'col-12'}>
            {many && <h3 className="h6">{listLabel(list)}</h3>}
            <SortableContext id={list} items={items} strategy={verticalListSortingStrategy}>
              <DroppableList id={list} label={listLabel(list)}>
                {items.map((id) => (
                  <SortableRow key={id} id={id} label={itemLabel(id)} handle={handle} />
                ))}
              </DroppableList>
            </SortableContext>
          </div>
        ))}
      </div>
    </DndContext>
  );
}
