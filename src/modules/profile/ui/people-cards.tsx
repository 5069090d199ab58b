import { useTranslation } from 'react-i18next';
import { UserCheck, UserPlus } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { ProfileData } from '../contract';
import { useConnectMutation } from './profile-api';
import { publicFile } from '@/web/public-file';

/** The latest photos, drawn for the sample profile. */
export function PhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-4" aria-labelledby="profile-photos">
      <div className="card-body">
        <h2 id="profile-photos" className="h5 mb-3">
          {t('profile.photos.title')}
        </h2>
        {photos.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('profile.photos.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 tb-profile-photos">
            {photos.map((photo, i) => (
              <li key={photo.img}>
                <img src={publicFile(photo.img)} alt={t('profile.photos.photo', { n: i + 1 })} loading="lazy" className="rounded" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** People of the organisation to connect with, friends in common first; the button keeps the choice. */
export function SuggestionsCard({ people }: { people: ProfileData['suggestions'] }) {
  const { t } = useTranslation();
  const [connect, { isLoading, originalArgs }] = useConnectMutation();
  const toggle = async (person: ProfileData['suggestions'][number]) => {
    try {
      const done = await connect({ accountId: person.id, connected: !person.connected }).unwrap();
      notify.success(t(done.connected ? 'profile.suggestions.connectedToast' : 'profile.suggestions.disconnectedToast', { name: person.fullName }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };
  return (
    <section className="card mb-4" aria-labelledby="profile-suggestions">
      <div className="card-body">
        <h2 id="profile-suggestions" className="h5 mb-3">
          {t('profile.suggestions.title')}
        </h2>
        {people.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('profile.suggestions.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {people.map((person) => (
              <li key={person.id} className="d-flex align-items-center gap-2">
                <Avatar name={person.fullName} src={person.avatar} />
                <div className="flex-grow-1 min-w-0">
                  <div className="fw-medium text-truncate">
                    <bdi>{person.fullName}</bdi>
                  </div>
                  <div className="small text-body-secondary">{t('profile.suggestions.mutual', { count: person.mutualFriends })}</div>
                </div>
                <button
                  type="button"
                  className={`btn btn-sm btn-icon ${person.connected ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={person.connected}
                  aria-label={t('profile.suggestions.connect', { name: person.fullName })}
                  title={t(person.connected ? 'profile.suggestions.connected' : 'profile.suggestions.connectShort')}
                  disabled={isLoading && originalArgs?.accountId === person.id}
                  onClick={() => void toggle(person)}
                >
                  {person.connected ? <UserCheck size={16} aria-hidden="true" /> : <UserPlus size={16} aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
