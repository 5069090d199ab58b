import { useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Pin, Star } from 'lucide-react';
import type { FileItem } from './file-items';

export interface FileListProps extends HTMLAttributes<HTMLUListElement> {
  items: FileItem[];
  editing: number | null;
  onRename: (id: number, name: string | null) => void;
  onKey: (id: number, event: KeyboardEvent<HTMLLIElement>) => void;
  ref?: Ref<HTMLUListElement>;
}

function RenameField({ item, onRename }: { item: FileItem; onRename: FileListProps['onRename'] }) {
  const { t } = useTranslation();
  const [name, setName] = useState(item.name);
  const empty = !name.trim();
  return (
    <span className="flex-grow-1">
      <input
        className={`form-control form-control-sm${empty ? ' is-invalid' : ''}`}
        value={name}
        maxLength={60}
        autoFocus
        dir="auto"
        aria-label={t('showcase.contextMenu.newName', { name: item.name })}
        aria-invalid={empty || undefined}
        aria-describedby={`tb-rename-${item.id}-help`}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter' && !empty) onRename(item.id, name.trim());
          if (event.key === 'Escape') onRename(item.id, null);
        }}
        onBlur={() => onRename(item.id, empty ? null : name.trim())}
      />
      <span id={`tb-rename-${item.id}-help`} className={empty ? 'invalid-feedback d-block' : 'form-text'}>
        {empty ? t('showcase.contextMenu.nameRequired') : t('showcase.contextMenu.renameHelp')}
      </span>
    </span>
  );
}

/** The documents, each a focusable row; right-click or Shift+F10 on one opens its menu (where the menu is loaded). */
export function FileList({ items, editing, onRename, onKey, ref, className = '', ...rest }: FileListProps) {
  const { t } = useTranslation();
  return (
    <ul ref={ref} className={`list-group tb-file-list ${className}`} aria-label={t('showcase.contextMenu.listLabel')} {...rest}>
      {items.map((item) => (
        <li
          key={item.id}
          className="list-group-item d-flex align-items-center gap-2 tb-file-row"
          tabIndex={editing === item.id ? -1 : 0}
          data-file-id={item.id}
          data-focus-key={`file-${item.id}`}
          aria-label={[item.name, t(`showcase.contextMenu.folder.${item.folder}`), item.starred ? t('showcase.contextMenu.starred') : '', item.pinned ? t('showcase.contextMenu.pinned') : ''].filter(Boolean).join(', ')}
          aria-describedby="tb-file-hint"
          onKeyDown={(event) => {
            if (event.target === event.currentTarget) onKey(item.id, event);
          }}
        >
          <FileText size={18} className="text-primary flex-shrink-0" aria-hidden="true" />
          {editing === item.id ? (
            <RenameField item={item} onRename={onRename} />
          ) : (
            <span className="flex-grow-1 text-truncate" dir="auto">
              {item.name}
            </span>
          )}
          {item.pinned && <Pin size={14} className="text-body-secondary flex-shrink-0" aria-hidden="true" />}
          {item.starred && <Star size={14} className="tb-file-star flex-shrink-0" fill="currentColor" aria-hidden="true" />}
          <span className="badge bg-secondary-subtle text-secondary-emphasis flex-shrink-0" aria-hidden="true">
            {t(`showcase.contextMenu.folder.${item.folder}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
