import { Link } from 'react-router';
import { FileText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/web/components/avatar';
import type { MenuLink } from '@/web/layout/menu-types';
import type { SearchContact, SearchFile } from '@/platform/contract/search-items';
import { publicFile } from '@/web/public-file';

/** The attribute that makes a result a stop of the arrow keys (search-dialog.tsx). */
export const ITEM = { 'data-search-item': '' };

function formatSize(bytes: number, language: string) {
  const [unit, value] = bytes >= 1024 * 1024 ? ['megabyte', bytes / 1024 / 1024] : ['kilobyte', Math.max(bytes / 1024, 1)];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

interface PageItemProps {
  page: MenuLink;
  isBookmarked: boolean;
  busy: boolean;
  onOpen: () => void;
  onToggle: () => void;
}

/** SPEC §3 search page item: the page's icon and title, a link to it, and the star that bookmarks it. */
export function PageItem({ page, isBookmarked, busy, onOpen, onToggle }: PageItemProps) {
  const { t } = useTranslation();
  const { icon: Icon } = page;
  const title = t(page.titleKey);
  return (
    <li className="tb-search-item">
      <Link to={page.path} className="tb-search-link" onClick={onOpen} {...ITEM}>
        <span className="tb-search-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="text-truncate">{title}</span>
      </Link>
      <button
        type="button"
        className={`btn-icon tb-search-star${isBookmarked ? ' is-bookmarked' : ''}`}
        aria-pressed={isBookmarked}
        aria-label={t('search.bookmark', { title })}
        title={isBookmarked ? t('search.unbookmark', { title }) : t('search.bookmark', { title })}
        disabled={busy}
        onClick={onToggle}
      >
        <Star size={18} fill={isBookmarked ? 'currentColor' : 'none'} aria-hidden="true" />
      </button>
    </li>
  );
}

/** SPEC §3 file item: its name, who sent it and its size; opening it downloads it. */
export function FileItem({ file }: { file: SearchFile }) {
  const { i18n } = useTranslation();
  return (
    <li className="tb-search-item">
      <a href={publicFile(file.file)} download={file.title} className="tb-search-link" {...ITEM}>
        <span className="tb-search-icon" aria-hidden="true">
          <FileText size={18} />
        </span>
        <span className="d-flex flex-column text-truncate">
          <bdi className="text-truncate">{file.title}</bdi>
          <small className="text-body-secondary text-truncate">
            <bdi>{file.by}</bdi> · {formatSize(file.size, i18n.language)}
          </small>
        </span>
      </a>
    </li>
  );
}

/** SPEC §3 contact item: picture, name and e-mail, and when they joined; opening it shows the person. */
export function ContactItem({ contact, onOpen }: { contact: SearchContact; onOpen: () => void }) {
  const { i18n } = useTranslation();
  return (
    <li className="tb-search-item">
      <Link to={contact.link} className="tb-search-link" onClick={onOpen} {...ITEM}>
        <span aria-hidden="true">
          <Avatar name={contact.title} src={contact.img} size="sm" />
        </span>
        <span className="d-flex flex-column text-truncate">
          <bdi className="text-truncate">{contact.title}</bdi>
          <small className="text-body-secondary text-truncate">{contact.email}</small>
        </span>
        <small className="text-body-secondary ms-auto text-nowrap">{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(contact.date))}</small>
      </Link>
    </li>
  );
}
