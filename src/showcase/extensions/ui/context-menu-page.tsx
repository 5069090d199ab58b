import { lazy, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { DemoCard, DemoHeader } from './demo-card';
import { duplicate, inOrder, update, type FileItem } from './file-items';
import { FileList } from './file-list';
import { LoadOnIntent } from './load-on-intent';
import './context-menu.scss';

const FileMenu = lazy(() => import('./file-menu'));

const SAMPLES: Omit<FileItem, 'name'>[] = [
  { id: 1, folder: 'work', starred: true, pinned: false },
  { id: 2, folder: 'work', starred: false, pinned: false },
  { id: 3, folder: 'personal', starred: false, pinned: false },
  { id: 4, folder: 'archive', starred: false, pinned: false },
  { id: 5, folder: 'personal', starred: false, pinned: false },
];

/** Opens the row's menu from the keyboard as a right-click would, below the row's start. */
function openMenuFrom(row: HTMLElement, rtl: boolean) {
  const box = row.getBoundingClientRect();
  const x = rtl ? box.right - 24 : box.left + 24;
  row.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: box.bottom - 4, button: 2 }));
}

/** /extensions/context-menu: Radix's context menu on a list of documents whose actions really change the list. */
export default function ContextMenuPage() {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.contextMenu.${key}`, values);
  const dir = useDocumentDirection();
  const samples = () => SAMPLES.map((sample) => ({ ...sample, name: k(`sample.${sample.id}`) }));
  const [items, setItems] = useState<FileItem[]>(samples);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const pending = useRef<{ id: number; x: number; y: number } | null>(null);
  const shown = inOrder(items);

  const focusRow = (id: number) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-file-id="${id}"]`)?.focus());
  const change = (id: number, patch: Partial<FileItem>) => {
    const item = items.find((x) => x.id === id);
    setItems((all) => update(all, id, patch));
    if (item && patch.folder && patch.folder !== item.folder) notify.success(k('moved', { name: item.name, folder: k(`folder.${patch.folder}`) }));
  };
  const rename = (id: number, name: string | null) => {
    setEditing(null);
    const item = items.find((x) => x.id === id);
    if (item && name && name !== item.name) {
      setItems((all) => update(all, id, { name }));
      notify.success(k('renamed', { name }));
    }
    focusRow(id);
  };
  const copy = (id: number) => {
    const item = items.find((x) => x.id === id);
    if (!item) return;
    const next = duplicate(items, id, (name) => k('copyOf', { name }));
    setItems(next);
    notify.success(k('duplicated', { name: item.name }));
    focusRow(next[next.findIndex((x) => x.id === id) + 1].id);
  };
  const remove = async (id: number) => {
    const item = items.find((x) => x.id === id);
    if (!item) return;
    if (!(await confirm({ title: k('deleteTitle'), text: k('deleteText', { name: item.name }), confirmText: t('common.delete') }))) {
      focusRow(id);
      return;
    }
    const before = items;
    const at = shown.findIndex((x) => x.id === id);
    setItems((all) => all.filter((x) => x.id !== id));
    notify.undoable(k('deleted', { name: item.name }), t('common.undo'), () => setItems(before));
    const neighbour = shown[at + 1] ?? shown[at - 1];
    if (neighbour) focusRow(neighbour.id);
  };
  const onKey = (id: number, event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      openMenuFrom(event.currentTarget, dir === 'rtl');
    } else if (event.key === 'F2') {
      event.preventDefault();
      setEditing(id);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      void remove(id);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const at = shown.findIndex((x) => x.id === id);
      const next = shown[at + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) focusRow(next.id);
    }
  };

  const listProps = { items: shown, editing, onRename: rename, onKey };
  const changed = JSON.stringify(items) !== JSON.stringify(samples());
  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.contextMenu" introKey="showcase.contextMenu.intro" />
      <div className="row g-4">
        <div className="col-lg-7">
          <DemoCard title={k('listTitle')} text={k('listText')}>
            <p id="tb-file-hint" className="small text-body-secondary">
              {k('hint')}
            </p>
            <div ref={list}>
              {shown.length ? (
                <LoadOnIntent
                  preview={
                    <FileList
                      {...listProps}
                      onContextMenu={(event) => {
                        // Before the menu has loaded: held, and opened as it arrives (not the browser's own).
                        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-file-id]');
                        if (!row) return;
                        event.preventDefault();
                        pending.current = { id: Number(row.dataset.fileId), x: event.clientX, y: event.clientY };
                      }}
                    />
                  }
                >
                  <FileMenu items={items} dir={dir} onRename={setEditing} onDuplicate={copy} onDelete={(id) => void remove(id)} onChange={change} onClosed={focusRow} pendingRef={pending}>
                    <FileList {...listProps} />
                  </FileMenu>
                </LoadOnIntent>
              ) : (
                <p className="text-body-secondary mb-0">{k('empty')}</p>
              )}
            </div>
            <button type="button" className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1 mt-3" disabled={!changed} onClick={() => setItems(samples())}>
              <RotateCcw size={14} aria-hidden="true" />
              {k('reset')}
            </button>
          </DemoCard>
        </div>
        <div className="col-lg-5">
          <DemoCard title={k('keysTitle')} text={k('keysText')}>
            <dl className="row small mb-0">
              {['menu', 'move', 'rename', 'delete', 'close'].map((key) => (
                <div key={key} className="tb-keys-row">
                  <dt className="col-5 fw-medium">
                    <kbd>{k(`keys.${key}`)}</kbd>
                  </dt>
                  <dd className="col-7">{k(`keysDo.${key}`)}</dd>
                </div>
              ))}
            </dl>
          </DemoCard>
        </div>
      </div>
    </>
  );
}
