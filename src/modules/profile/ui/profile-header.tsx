import { useTranslation } from 'react-i18next';
import { Avatar } from '@/web/components/avatar';
import type { ProfileData } from '../contract';
import { publicFile } from '@/web/public-file';

/** The cover, the account's picture (or initials), name, designation and connections. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation();
  return (
    <section className="card tb-profile-header mb-4" aria-labelledby="profile-name">
      <img className="tb-profile-cover card-img-top" src={publicFile(header.coverImg)} alt="" />
      <div className="card-body d-flex flex-wrap align-items-end gap-3 pt-0">
        <Avatar name={header.fullName} src={header.avatar} size="xl" className="tb-profile-avatar" />
        <div className="flex-grow-1 min-w-0 pt-3">
          <h1 id="profile-name" className="h4 mb-1">
            <bdi>{header.fullName}</bdi>
          </h1>
          <p className="text-body-secondary mb-0">
            {header.designation && (
              <span dir="auto" className="me-2">
                {header.designation}
              </span>
            )}
            <bdi>@{header.username}</bdi>
          </p>
        </div>
        <p className="mb-0 pt-3 fw-medium" data-testid="profile-connections">
          {t('profile.connections', { count: header.connections })}
        </p>
      </div>
    </section>
  );
}
