import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as Menu from '@radix-ui/react-context-menu';
import { Check, ChevronRight, Copy, FolderInput, Pencil, Trash2 } from 'lucide-react';
import { FOLDERS, type FileItem, type Folder } from './file-items';

export interface FileMenuProps {
  items: FileItem[];
  dir: 'ltr' | 'rtl';
  children: ReactNode;
  onRename: (id: number) => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
  onChange: (id: number, change: Partial<FileItem>) => void;
  /** Where focus goes once the menu has closed with nothing else to do. */
  onClosed: (id: number) => void;
  /** A menu asked for before this one was loaded (a right-click on the preview): opened as it arrives. */
  pendingRef: RefObject<{ id: number; x: number; y: number } | null>;
}

/**
 * Radix's context menu over the list: the row right-clicked (or given Shift+F10, or the menu key) is the one
 * the actions apply to. Not modal: a modal menu would lock the page's scroll with a style element the
 * Content-Security-Policy refuses.
 */
export default function FileMenu({ items, dir, children, onRename, onDuplicate, onDelete, onChange, onClosed, pendingRef }: FileMenuProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.contextMenu.${key}`);
  const [target, setTarget] = useState<number | null>(null);
  const [handedOver, setHandedOver] = useState(false);
  const item = items.find((x) => x.id === target);
  useEffect(() => {
    const asked = pendingRef.current;
    if (!asked) return;
    pendingRef.current = null;
    const row = document.querySelector(`[data-file-id="${asked.id}"]`);
    row?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: asked.x, clientY: asked.y, button: 2 }));
  }, [pendingRef]);
  const act = (run: (id: number) => void) => () => {
    if (!item) return;
    setHandedOver(true);
    run(item.id);
  };

  return (
    <Menu.Root
      modal={false}
      dir={dir}
      onOpenChange={(open) => {
        if (open) setHandedOver(false);
      }}
    >
      <Menu.Trigger
        asChild
        onContextMenu={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-file-id]');
          // Only a row has a menu; elsewhere in the list (or in the rename field) the browser's own shows.
          if (!row || (event.target as HTMLElement).closest('input')) {
            event.preventDefault();
            return;
          }
          setTarget(Number(row.dataset.fileId));
        }}
      >
        {children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className="tb-context-menu"
          collisionPadding={8}
          aria-label={item ? t('showcase.contextMenu.menuFor', { name: item.name }) : undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (item && !handedOver) onClosed(item.id);
          }}
        >
          {item && (
            <>
              <Menu.Label className="tb-context-menu-label text-truncate" dir="auto">
                {item.name}
              </Menu.Label>
              <Menu.Item className="tb-context-menu-item" onSelect={act(onRename)}>
                <Pencil size={15} aria-hidden="true" />
                <span className="flex-grow-1">{k('rename')}</span>
                <kbd className="tb-context-menu-kbd">F2</kbd>
              </Menu.Item>
              <Menu.Item className="tb-context-menu-item" onSelect={act(onDuplicate)}>
                <Copy size={15} aria-hidden="true" />
                <span className="flex-grow-1">{k('duplicate')}</span>
              </Menu.Item>
              <Menu.Separator className="tb-context-menu-separator" />
              <Menu.CheckboxItem className="tb-context-menu-item" checked={item.starred} onCheckedChange={(starred) => onChange(item.id, { starred })}>
                <span className="tb-context-menu-check">
                  <Menu.ItemIndicator>
                    <Check size={15} aria-hidden="true" />
                  </Menu.ItemIndicator>
                </span>
                {k('star')}
              </Menu.CheckboxItem>
              <Menu.CheckboxItem className="tb-context-menu-item" checked={item.pinned} onCheckedChange={(pinned) => onChange(item.id, { pinned })}>
                <span className="tb-context-menu-check">
                  <Menu.ItemIndicator>
                    <Check size={15} aria-hidden="true" />
                  </Menu.ItemIndicator>
                </span>
                {k('pin')}
              </Menu.CheckboxItem>
              <Menu.Sub>
                <Menu.SubTrigger className="tb-context-menu-item">
                  <FolderInput size={15} aria-hidden="true" />
                  <span className="flex-grow-1">{k('moveTo')}</span>
                  <ChevronRight size={15} className="tb-flip-rtl" aria-hidden="true" />
                </Menu.SubTrigger>
                <Menu.Portal>
                  <Menu.SubContent className="tb-context-menu" sideOffset={4} collisionPadding={8}>
                    <Menu.RadioGroup value={item.folder} onValueChange={(folder) => onChange(item.id, { folder: folder as Folder })}>
                      {FOLDERS.map((folder) => (
                        <Menu.RadioItem key={folder} value={folder} className="tb-context-menu-item">
                          <span className="tb-context-menu-check">
                            <Menu.ItemIndicator>
                              <span className="tb-context-menu-dot" />
                            </Menu.ItemIndicator>
                          </span>
                          {k(`folder.${folder}`)}
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioGroup>
                  </Menu.SubContent>
                </Menu.Portal>
              </Menu.Sub>
              <Menu.Separator className="tb-context-menu-separator" />
              <Menu.Item className="tb-context-menu-item tb-context-menu-danger" onSelect={act(onDelete)}>
                <Trash2 size={15} aria-hidden="true" />
                <span className="flex-grow-1">{k('delete')}</span>
                <kbd className="tb-context-menu-kbd">{k('deleteKey')}</kbd>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
