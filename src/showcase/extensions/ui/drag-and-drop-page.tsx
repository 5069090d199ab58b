import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { DemoCard, DemoHeader } from './demo-card';
import type { BoardProps } from './dnd-board-types';
import type { Lists } from './dnd-model';
import { DragRow } from './drag-row';
import { LoadOnIntent } from './load-on-intent';
import './drag-and-drop.scss';

const DndBoard = lazy(() => import('./dnd-board'));

const EXAMPLES: { name: string; handle: boolean; lists: Lists }[] = [
  { name: 'sortable', handle: false, lists: { steps: ['plan', 'design', 'build', 'test', 'release'] } },
  { name: 'connected', handle: false, lists: { available: ['ana', 'omar', 'lena', 'pierre'], chosen: ['sofia', 'john'] } },
  { name: 'handles', handle: true, lists: { features: ['search', 'export', 'darkMode', 'offline', 'alerts'] } },
];
// People keep their names in every language.
const PEOPLE: Record<string, string> = { ana: 'Ana Ruiz', omar: 'Omar Haddad', lena: 'Lena Vogel', pierre: 'Pierre Martin', sofia: 'Sofia Costa', john: 'John Park' };

/** The lists as dnd-kit draws them, drawn before dnd-kit arrives: its rows take focus and hand it over. */
function BoardPreview({ lists, handle, itemLabel, listLabel }: BoardProps) {
  const { t } = useTranslation();
  const many = Object.keys(lists).length > 1;
  return (
    <div className="row g-3">
      {Object.entries(lists).map(([list, items]) => (
        <div key={list} className={many ? 'col-sm-6' : 'col-12'}>
          {many && <h3 className="h6">{listLabel(list)}</h3>}
          <ul className="list-group tb-drag-list" aria-label={listLabel(list)}>
            {items.map((id) => (
              <DragRow
                key={id}
                label={itemLabel(id)}
                handle={handle}
                dragLabel={t('showcase.dnd.dragItem', { item: itemLabel(id) })}
                activator={{ role: 'button', tabIndex: 0, 'aria-roledescription': t('showcase.dnd.roleDescription'), 'data-focus-key': id }}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** /extensions/drag-and-drop: dnd-kit lists (one sortable, two connected, with handles), by pointer or keyboard. */
export default function DragAndDropPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.dnd.${key}`);
  const [lists, setLists] = useState(() => Object.fromEntries(EXAMPLES.map((example) => [example.name, example.lists])));
  const itemLabel = (id: string) => PEOPLE[id] ?? k(`item.${id}`);
  const listLabel = (list: string) => k(`list.${list}`);

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.dragAndDrop" introKey="showcase.dnd.intro" />
      <p className="small text-body-secondary">{k('keyboard')}</p>
      <div className="row g-4">
        {EXAMPLES.map((example) => {
          const props: BoardProps = { name: example.name, lists: lists[example.name], onChange: (next) => setLists((all) => ({ ...all, [example.name]: next })), handle: example.handle, itemLabel, listLabel };
          const changed = JSON.stringify(lists[example.name]) !== JSON.stringify(example.lists);
          return (
            <div key={example.name} className={example.name === 'connected' ? 'col-lg-6' : 'col-md-6 col-lg-3'}>
              <DemoCard title={k(`example.${example.name}`)} text={k(`exampleText.${example.name}`)}>
                <LoadOnIntent preview={<BoardPreview {...props} />}>
                  <DndBoard {...props} />
                </LoadOnIntent>
                <p className="small text-body-secondary mt-3 mb-2" data-testid={`dnd-order-${example.name}`}>
                  {Object.entries(lists[example.name])
                    .map(([list, items]) => `${Object.keys(lists[example.name]).length > 1 ? `${listLabel(list)}: ` : ''}${items.map(itemLabel).join(', ')}`)
                    .join(' · ')}
                </p>
                <button type="button" className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1" disabled={!changed} onClick={() => setLists((all) => ({ ...all, [example.name]: example.lists }))}>
                  <RotateCcw size={14} aria-hidden="true" />
                  {k('reset')}
                </button>
              </DemoCard>
            </div>
          );
        })}
      </div>
    </>
  );
}
