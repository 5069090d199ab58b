import { useTranslation } from 'react-i18next';
import { UserCheck, UserPlus, Users, UserX, type LucideIcon } from 'lucide-react';
import type { UserStats as Stats } from '../contract';
import { useUserStatsQuery } from './users-api';

const CARDS: readonly { key: keyof Stats; icon: LucideIcon; tint: string }[] = [
  { key: 'total', icon: Users, tint: 'tb-stat-primary' },
  { key: 'active', icon: UserCheck, tint: 'tb-status-active' },
  { key: 'pending', icon: UserPlus, tint: 'tb-status-pending' },
  { key: 'inactive', icon: UserX, tint: 'tb-stat-danger' },
];

/** The list's stat cards: people in all and in each status, counted by the server in one query; they follow every change. */
export function UserStats() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useUserStatsQuery();
  const number = new Intl.NumberFormat(i18n.language);
  // Cards that cannot load say nothing wrong: the list below shows its own error and retry.
  if (isError) return null;
  return (
    <section className="row g-3 g-xl-4 mb-4" aria-label={t('users.stats.label')}>
      {CARDS.map(({ key, icon: Icon, tint }) => (
        <div key={key} className="col-6 col-xl-3">
          <div className="card h-100">
            <div className="card-body d-flex align-items-start justify-content-between gap-2">
              <div>
                <h2 className="h6 fw-normal text-body-secondary mb-1" id={`user-stat-${key}`}>
                  {t(`users.stats.${key}`)}
                </h2>
                <p className="h4 mb-1" data-testid={`user-stat-${key}`} aria-labelledby={`user-stat-${key}`} aria-busy={data === undefined || undefined}>
                  {data === undefined ? <span className="placeholder-glow"><span className="placeholder col-8 rounded" aria-hidden="true">0000</span></span> : number.format(data[key])}
                </p>
                <p className="small text-body-secondary mb-0">{t(`users.stats.${key}Hint`)}</p>
              </div>
              <span className={`tb-stat-icon ${tint}`} aria-hidden="true">
                <Icon size={22} />
              </span>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
