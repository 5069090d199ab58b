import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMinus, UserPlus } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { Demo, ShowcasePage } from './showcase-layout';
import { PORTRAITS } from './portraits';

const PEOPLE = ['Lucía Fernández', 'Omar Haddad', 'Chloé Martin', 'Jonas Weber', 'Beatriz Costa', 'Yusuf Karaca', 'Ana Ruiz', 'Marek Nowak'];
const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const STATUSES = ['online', 'away', 'busy', 'offline'] as const;
type Status = (typeof STATUSES)[number];
const SHOWN_IN_GROUP = 4;

/** /components/avatar: the kit's avatar in every size, with initials or a picture, a status dot, and stacked in a group. */
export default function AvatarPage() {
  const { t } = useTranslation();
  const [members, setMembers] = useState(5);
  const [status, setStatus] = useState<Status>('online');
  const group = PEOPLE.slice(0, members);
  const hidden = group.length - SHOWN_IN_GROUP;

  return (
    <ShowcasePage title={t('showcase.avatar.title')} intro={t('showcase.avatar.intro')}>
      <Demo title={t('showcase.avatar.sizes')} text={t('showcase.avatar.sizesText')}>
        <div className="d-flex flex-wrap align-items-end gap-3">
          {SIZES.map((size) => (
            <figure key={size} className="text-center mb-0">
              <Avatar name={PEOPLE[0]} src={PORTRAITS[0]} size={size} />
              <figcaption className="small text-body-secondary mt-1">{t(`showcase.avatar.size.${size}`)}</figcaption>
            </figure>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.avatar.initials')} text={t('showcase.avatar.initialsText')}>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          {PEOPLE.slice(0, 6).map((name) => (
            <li key={name} className="d-flex align-items-center gap-2">
              <Avatar name={name} />
              <span className="small">{name}</span>
            </li>
          ))}
        </ul>
      </Demo>
      <Demo title={t('showcase.avatar.images')} text={t('showcase.avatar.imagesText')}>
        <div className="d-flex flex-wrap gap-3">
          {PORTRAITS.map((src, i) => (
            <Avatar key={src} name={PEOPLE[i]} src={src} size="lg" />
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.avatar.status')} text={t('showcase.avatar.statusText')}>
        <ul className="list-unstyled d-flex flex-wrap gap-4 mb-3">
          {STATUSES.map((s, i) => (
            <li key={s} className="d-flex align-items-center gap-2">
              <Avatar name={PEOPLE[i]} src={PORTRAITS[i]} status={s} />
              <span className="small">{t(`showcase.avatar.statusName.${s}`)}</span>
            </li>
          ))}
        </ul>
        <div className="d-flex flex-wrap align-items-center gap-3 border-top pt-3">
          <Avatar name={PEOPLE[4]} size="lg" status={status} />
          <div>
            <label htmlFor="avatar-status" className="form-label small mb-1">
              {t('showcase.avatar.setStatus', { name: PEOPLE[4] })}
            </label>
            <select id="avatar-status" className="form-select form-select-sm" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`showcase.avatar.statusName.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="small mb-0" aria-live="polite" data-testid="avatar-status-now">
            {t('showcase.avatar.statusNow', { name: PEOPLE[4], status: t(`showcase.avatar.statusName.${status}`) })}
          </p>
        </div>
      </Demo>
      <Demo title={t('showcase.avatar.group')} text={t('showcase.avatar.groupText')} wide>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <ul className="tb-avatar-group list-unstyled d-flex mb-0" aria-label={t('showcase.avatar.groupLabel', { count: group.length })}>
            {group.slice(0, SHOWN_IN_GROUP).map((name, i) => (
              <li key={name}>
                <Avatar name={name} src={i % 2 === 0 ? PORTRAITS[i % PORTRAITS.length] : undefined} />
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <span className="tb-avatar tb-avatar-more" title={group.slice(SHOWN_IN_GROUP).join(', ')}>
                  +{hidden}
                </span>
              </li>
            )}
          </ul>
          <span className="small text-body-secondary" aria-live="polite">
            {t('showcase.avatar.groupLabel', { count: group.length })}
          </span>
          <div className="btn-group btn-group-sm ms-auto">
            <button type="button" className="btn btn-outline-primary d-inline-flex align-items-center gap-1" disabled={members >= PEOPLE.length} onClick={() => setMembers((n) => n + 1)}>
              <UserPlus size={16} aria-hidden="true" />
              {t('showcase.avatar.addMember')}
            </button>
            <button type="button" className="btn btn-outline-primary d-inline-flex align-items-center gap-1" disabled={members <= 1} onClick={() => setMembers((n) => n - 1)}>
              <UserMinus size={16} aria-hidden="true" />
              {t('showcase.avatar.removeMember')}
            </button>
          </div>
        </div>
      </Demo>
    </ShowcasePage>
  );
}
