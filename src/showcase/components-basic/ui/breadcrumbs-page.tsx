import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Folder, FolderOpen, House, Settings, User } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';

const TRAIL = ['home', 'library', 'data'] as const;
const DIVIDERS = [
  { key: 'slash', className: '' },
  { key: 'chevron', className: 'tb-crumbs-chevron' },
  { key: 'arrow', className: 'tb-crumbs-arrow' },
  { key: 'dot', className: 'tb-crumbs-dot' },
] as const;

/** The folders the live example walks through: each folder's name key and its sub-folders. */
const TREE: Record<string, string[]> = {
  documents: ['projects', 'invoices'],
  projects: ['website', 'mobileApp'],
  invoices: ['y2025', 'y2026'],
  website: [],
  mobileApp: [],
  y2025: [],
  y2026: [],
};

/** /components/breadcrumbs: trails with different dividers and icons, and a folder browser walked through its trail. */
export default function BreadcrumbsPage() {
  const { t } = useTranslation();
  const [path, setPath] = useState<string[]>(['documents', 'projects']);
  const here = path[path.length - 1];
  const name = (folder: string) => t(`showcase.breadcrumbs.folder.${folder}`);

  return (
    <ShowcasePage title={t('showcase.breadcrumbs.title')} intro={t('showcase.breadcrumbs.intro')}>
      <Demo title={t('showcase.breadcrumbs.dividers')} text={t('showcase.breadcrumbs.dividersText')}>
        {DIVIDERS.map(({ key, className }) => (
          <nav key={key} aria-label={t('showcase.breadcrumbs.exampleTrail', { divider: t(`showcase.breadcrumbs.divider.${key}`) })}>
            <ol className={`breadcrumb ${className}`}>
              {TRAIL.map((crumb, i) =>
                i < TRAIL.length - 1 ? (
                  <li key={crumb} className="breadcrumb-item">
                    <a href="#breadcrumbs-live">{t(`showcase.breadcrumbs.crumb.${crumb}`)}</a>
                  </li>
                ) : (
                  <li key={crumb} className="breadcrumb-item active" aria-current="page">
                    {t(`showcase.breadcrumbs.crumb.${crumb}`)}
                  </li>
                ),
              )}
            </ol>
          </nav>
        ))}
      </Demo>
      <Demo title={t('showcase.breadcrumbs.withIcons')} text={t('showcase.breadcrumbs.withIconsText')}>
        <nav aria-label={t('showcase.breadcrumbs.iconTrail')}>
          <ol className="breadcrumb tb-crumbs-chevron mb-3">
            <li className="breadcrumb-item">
              <a href="#breadcrumbs-live" className="d-inline-flex align-items-center gap-1">
                <House size={16} aria-hidden="true" />
                {t('showcase.breadcrumbs.crumb.home')}
              </a>
            </li>
            <li className="breadcrumb-item">
              <a href="#breadcrumbs-live" className="d-inline-flex align-items-center gap-1">
                <User size={16} aria-hidden="true" />
                {t('showcase.breadcrumbs.crumb.account')}
              </a>
            </li>
            <li className="breadcrumb-item active d-inline-flex align-items-center gap-1" aria-current="page">
              <Settings size={16} aria-hidden="true" />
              {t('showcase.breadcrumbs.crumb.settings')}
            </li>
          </ol>
        </nav>
        <p className="small text-body-secondary mb-0">{t('showcase.breadcrumbs.rtlNote')}</p>
      </Demo>
      <Demo title={t('showcase.breadcrumbs.live')} text={t('showcase.breadcrumbs.liveText')} wide>
        <div id="breadcrumbs-live" tabIndex={-1}>
          <nav aria-label={t('showcase.breadcrumbs.folderTrail')}>
            <ol className="breadcrumb tb-crumbs-chevron p-2 rounded bg-body-tertiary" data-testid="folder-trail">
              {path.map((folder, i) =>
                i < path.length - 1 ? (
                  <li key={folder} className="breadcrumb-item">
                    <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setPath(path.slice(0, i + 1))}>
                      {name(folder)}
                    </button>
                  </li>
                ) : (
                  <li key={folder} className="breadcrumb-item active" aria-current="page">
                    {name(folder)}
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h3 className="h6 d-flex align-items-center gap-2">
            <FolderOpen size={18} aria-hidden="true" />
            {name(here)}
          </h3>
          {TREE[here].length === 0 ? (
            <p className="text-body-secondary small mb-0">{t('showcase.breadcrumbs.emptyFolder')}</p>
          ) : (
            <ul className="list-group">
              {TREE[here].map((folder) => (
                <li key={folder} className="list-group-item p-0">
                  <button type="button" className="btn w-100 text-start d-flex align-items-center gap-2 py-2" onClick={() => setPath([...path, folder])}>
                    <Folder size={18} aria-hidden="true" className="text-primary" />
                    {name(folder)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Demo>
    </ShowcasePage>
  );
}
