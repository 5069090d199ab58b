import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatSeries } from '@/web/i18n/i18n';
import { permissionName } from '@/web/i18n/permission-name';
import type { Role } from '../roles-contract';
import { ROLE_ACTIONS } from '../roles-routes';

/** "Users: read, create": what a permission grants, in words. */
export function grantText(t: TFunction, area: string | null, levels: string): string {
  if (!area) return t('roles.grantsNothing');
  const words = ROLE_ACTIONS.filter((action) => levels.includes(action[0])).map((action) => t(`roles.actionWords.${action}`));
  return t('roles.grantsIn', { area: t(`roles.areas.${area}`), levels: words.length ? formatSeries(words) : t('roles.noLevels') });
}

/** The permissions assigned to the role that add rights beyond its matrix (read-only: edited on the Permissions page). */
export function RoleGrants({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <section className="mt-4" aria-labelledby="role-grants-title">
      <h3 id="role-grants-title" className="h6 mb-1">
        {t('roles.grantedBy')}
      </h3>
      <p className="small text-body-secondary mb-2">{t('roles.grantedByHint')}</p>
      {role.grantedBy.length === 0 ? (
        <p className="small text-body-secondary mb-0" data-testid="role-grants-empty">
          {t('roles.grantedByNone')}
        </p>
      ) : (
        <ul className="list-group" data-testid="role-grants">
          {role.grantedBy.map((grant) => (
            <li key={grant.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
              <Link to={`/apps/permissions?q=${encodeURIComponent(grant.name)}`}>
                <bdi>{permissionName(t, grant.name)}</bdi>
              </Link>
              <span className="text-body-secondary small">{grantText(t, grant.area, grant.levels)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/apps/permissions" className="d-inline-block small mt-2">
        {t('roles.managePermissions')}
      </Link>
    </section>
  );
}
