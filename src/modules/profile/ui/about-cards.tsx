import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { formatDateTime, formatDay } from '@/web/i18n/i18n';
import type { ProfileData } from '../contract';
import { useFollowPageMutation } from './profile-api';

/** About: what the account says of itself, when it joined, where it lives, how to reach it. */
export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('profile.about.joined'), formatDay(about.joined)],
    [t('profile.about.lives'), about.lives ? <span dir="auto">{about.lives}</span> : null],
    [t('profile.about.email'), <bdi key="email">{about.email}</bdi>],
    [t('profile.about.website'), about.website ? <bdi>{about.website}</bdi> : null],
  ];
  return (
    <section className="card mb-4" aria-labelledby="profile-about">
      <div className="card-body">
        <h2 id="profile-about" className="h5 mb-3">
          {t('profile.about.title')}
        </h2>
        <p className="tb-profile-text" dir="auto">
          {about.about || t('profile.about.none')}
        </p>
        <dl className="mb-0">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="mb-2">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0 text-break">{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </section>
  );
}

/** Pages to follow: the star keeps the choice. */
export function PagesCard({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation();
  const [follow, { isLoading, originalArgs }] = useFollowPageMutation();
  const toggle = async (page: ProfileData['suggestedPages'][number]) => {
    try {
      const done = await follow({ page: page.key, followed: !page.followed }).unwrap();
      notify.success(t(done.followed ? 'profile.pages.followedToast' : 'profile.pages.unfollowedToast', { name: page.name }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };
  return (
    <section className="card mb-4" aria-labelledby="profile-pages">
      <div className="card-body">
        <h2 id="profile-pages" className="h5 mb-3">
          {t('profile.pages.title')}
        </h2>
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {pages.map((page) => (
            <li key={page.key} className="d-flex align-items-center gap-2">
              <Avatar name={page.name} size="md" />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-medium text-truncate">{page.name}</div>
                <div className="small text-body-secondary">{t(`profile.pages.categories.${page.category}`)}</div>
              </div>
              <button
                type="button"
                className={`btn btn-sm btn-icon ${page.followed ? 'btn-warning' : 'btn-outline-secondary'}`}
                aria-pressed={page.followed}
                aria-label={t('profile.pages.follow', { name: page.name })}
                title={t(page.followed ? 'profile.pages.following' : 'profile.pages.followShort')}
                disabled={isLoading && originalArgs?.page === page.key}
                onClick={() => void toggle(page)}
              >
                <Star size={16} aria-hidden="true" fill={page.followed ? 'currentColor' : 'none'} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** What others of the organisation posted lately. */
export function FeedsCard({ feeds }: { feeds: ProfileData['twitterFeeds'] }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-4" aria-labelledby="profile-feeds">
      <div className="card-body">
        <h2 id="profile-feeds" className="h5 mb-3">
          {t('profile.feeds.title')}
        </h2>
        {feeds.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('profile.feeds.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {feeds.map((item) => (
              <li key={item.id} className="d-flex gap-2">
                <Avatar name={item.author.fullName} src={item.author.avatar} size="sm" />
                <div className="min-w-0">
                  <div className="small">
                    <span className="fw-medium" dir="auto">
                      {item.author.fullName}
                    </span>{' '}
                    <span className="text-body-secondary">· {formatDateTime(item.createdAt)}</span>
                  </div>
                  <p className="small mb-0 tb-profile-clamp" dir="auto">
                    {item.body}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
