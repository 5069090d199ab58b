import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PermissionMatrix, RoleInput } from '../roles-contract';
import { ROLE_ACTIONS, ROLE_AREAS } from '../roles-routes';

export const matrixOf = (value: boolean): PermissionMatrix => Object.fromEntries(ROLE_AREAS.map((a) => [a, { read: value, write: value, create: value }])) as PermissionMatrix;

/**
 * The full-access switch and the read / write / create matrix over every area. Full access covers
 * everything, so the matrix then shows every box checked and locked (what was ticked comes back when
 * it is switched off).
 */
export function RoleMatrix() {
  const { t } = useTranslation();
  const { register, watch, setValue } = useFormContext<RoleInput>();
  const fullAccess = watch('fullAccess') === true;
  const matrix = watch('permissions');
  const allChecked = ROLE_AREAS.every((a) => ROLE_ACTIONS.every((x) => matrix[a][x]));
  const label = (action: string, area: string) => t('roles.grant', { action: t(`roles.actions.${action}`), area: t(`roles.areas.${area}`) });
  return (
    <>
      <div className="form-check form-switch mb-1">
        <input className="form-check-input" type="checkbox" role="switch" id="role-full-access" {...register('fullAccess')} />
        <label className="form-check-label fw-semibold" htmlFor="role-full-access">
          {t('roles.fullAccess')}
        </label>
      </div>
      <p className="small text-body-secondary mb-3">{t('roles.fullAccessHint')}</p>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h3 className="h6 mb-0">{t('roles.permissions')}</h3>
        <div className="form-check mb-0">
          <input
            className="form-check-input"
            type="checkbox"
            id="role-all"
            checked={fullAccess || allChecked}
            disabled={fullAccess}
            onChange={(e) => setValue('permissions', matrixOf(e.target.checked), { shouldDirty: true })}
          />
          <label className="form-check-label" htmlFor="role-all">
            {t('roles.selectAll')}
          </label>
        </div>
      </div>
      <p className="small text-body-secondary mb-2">{t('roles.levelsHint')}</p>
      <div className="table-responsive">
        <table className="table table-sm align-middle tb-matrix mb-0">
          <caption className="visually-hidden">{t('roles.permissions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('roles.area')}</th>
              {ROLE_ACTIONS.map((action) => (
                <th key={action} scope="col" className="text-center">
                  {t(`roles.actions.${action}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROLE_AREAS.map((area) => (
              <tr key={area}>
                <th scope="row">{t(`roles.areas.${area}`)}</th>
                {ROLE_ACTIONS.map((action) => (
                  <td key={action} className="text-center">
                    {/* Keys differ so the registered box is a new element again, showing the form's value. */}
                    {fullAccess ? (
                      <input key="locked" className="form-check-input m-0" type="checkbox" aria-label={label(action, area)} checked disabled readOnly />
                    ) : (
                      <input key="own" className="form-check-input m-0" type="checkbox" aria-label={label(action, area)} {...register(`permissions.${area}.${action}`)} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
