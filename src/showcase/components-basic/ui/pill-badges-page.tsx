import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { VARIANTS } from './variants';

type Status = 'open' | 'review' | 'closed';
const FILTERS = ['all', 'open', 'review', 'closed'] as const;
type Filter = (typeof FILTERS)[number];
const TICKETS: { key: string; status: Status }[] = [
  { key: 'login', status: 'open' },
  { key: 'export', status: 'review' },
  { key: 'invoice', status: 'closed' },
  { key: 'avatar', status: 'open' },
  { key: 'search', status: 'closed' },
  { key: 'dark', status: 'open' },
  { key: 'email', status: 'review' },
];
const STATUS_VARIANT: Record<Status, string> = { open: 'primary', review: 'warning', closed: 'success' };
const TAGS = ['design', 'frontend', 'backend', 'urgent'] as const;

/** /components/pill-badges: rounded badges in every colour, counts on filter pills, and tags that can be removed. */
export default function PillBadgesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [tags, setTags] = useState<string[]>([...TAGS]);
  const count = (f: Filter) => (f === 'all' ? TICKETS.length : TICKETS.filter((ticket) => ticket.status === f).length);
  const shown = TICKETS.filter((ticket) => filter === 'all' || ticket.status === filter);

  return (
    <ShowcasePage title={t('showcase.pillBadges.title')} intro={t('showcase.pillBadges.intro')}>
      <Demo title={t('showcase.pillBadges.variants')} text={t('showcase.pillBadges.variantsText')}>
        <div className="d-flex flex-wrap gap-2 mb-3">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`badge rounded-pill text-bg-${variant} ${variant === 'light' || variant === 'dark' ? 'border' : ''}`}>
              {t(`showcase.basic.variant.${variant}`)}
            </span>
          ))}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.slice(0, 6).map((variant) => (
            <span key={variant} className={`badge rounded-pill bg-${variant}-subtle text-${variant}-emphasis`}>
              {t(`showcase.basic.variant.${variant}`)}
            </span>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.pillBadges.tags')} text={t('showcase.pillBadges.tagsText')}>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {tags.map((tag) => (
            <li key={tag}>
              <span className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 ps-3 pe-1 py-1">
                {t(`showcase.pillBadges.tag.${tag}`)}
                <button type="button" className="btn btn-sm p-0 lh-1 text-reset tb-pill-remove" aria-label={t('showcase.pillBadges.removeTag', { tag: t(`showcase.pillBadges.tag.${tag}`) })} onClick={() => setTags(tags.filter((x) => x !== tag))}>
                  <X size={14} aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
        {tags.length < TAGS.length && (
          <button type="button" className="btn btn-sm btn-link p-0" onClick={() => setTags([...TAGS])}>
            {t('showcase.pillBadges.restoreTags')}
          </button>
        )}
      </Demo>
      <Demo title={t('showcase.pillBadges.counts')} text={t('showcase.pillBadges.countsText')} wide>
        <div className="nav nav-pills gap-2 mb-3" role="group" aria-label={t('showcase.pillBadges.filterLabel')}>
          {FILTERS.map((f) => (
            <button key={f} type="button" className={`btn btn-sm rounded-pill d-inline-flex align-items-center gap-2 ${filter === f ? 'btn-primary' : 'btn-outline-secondary'}`} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`showcase.pillBadges.filter.${f}`)}
              <span className={`badge rounded-pill ${filter === f ? 'text-bg-light' : 'text-bg-secondary'}`}>{count(f)}</span>
            </button>
          ))}
        </div>
        <ul className="list-group" data-testid="ticket-list" aria-live="polite">
          {shown.map((ticket) => (
            <li key={ticket.key} className="list-group-item d-flex justify-content-between align-items-center gap-2">
              {t(`showcase.pillBadges.ticket.${ticket.key}`)}
              <span className={`badge rounded-pill bg-${STATUS_VARIANT[ticket.status]}-subtle text-${STATUS_VARIANT[ticket.status]}-emphasis`}>{t(`showcase.pillBadges.filter.${ticket.status}`)}</span>
            </li>
          ))}
        </ul>
      </Demo>
    </ShowcasePage>
  );
}
