import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { PermissionMatrix, Role } from '../roles-contract';
import { roleNameSchema as roleName } from '../forms';
import { ROLE_ACTIONS, ROLE_AREAS } from '../roles-routes';
import { roleLabel } from './role-label';
import { useAddRoleMutation, useUpdateRoleMutation } from './users-api';

const emptyMatrix = (): PermissionMatrix => Object.fromEntries(ROLE_AREAS.map((a) => [a, { read: false, write: false, create: false }])) as PermissionMatrix;

/** Add a role, or edit one (`role` given): its name and the read/write/create matrix over every area. */
export function RoleModal({ role, show, onClose }: { role: Role | null; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Mounted afresh for each opening (the page renders it only while open), so state starts from the role.
  const [name, setName] = useState(role?.name ?? '');
  const [matrix, setMatrix] = useState<PermissionMatrix>(() => (role ? structuredClone(role.permissions) : emptyMatrix()));
  const [nameError, setNameError] = useState<string | null>(null);
  const [addRole, adding] = useAddRoleMutation();
  const [updateRole, updating] = useUpdateRoleMutation();
  const busy = adding.isLoading || updating.isLoading;

  const allChecked = ROLE_AREAS.every((a) => ROLE_ACTIONS.every((x) => matrix[a][x]));
  const setAll = (value: boolean) => setMatrix(Object.fromEntries(ROLE_AREAS.map((a) => [a, { read: value, write: value, create: value }])) as PermissionMatrix);
  const flip = (area: (typeof ROLE_AREAS)[number], action: (typeof ROLE_ACTIONS)[number]) =>
    setMatrix((m) => ({ ...m, [area]: { ...m[area], [action]: !m[area][action] } }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = roleName.safeParse(name);
    if (!parsed.success) {
      setNameError(t('roles.errors.name'));
      return;
    }
    try {
      const input = { name: parsed.data, permissions: matrix };
      const { role: saved } = role ? await updateRole({ id: role.id, role: input }).unwrap() : await addRole(input).unwrap();
      notify.success(t(role ? 'roles.updated' : 'roles.added', { name: roleLabel(t, saved.name) }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const issue = issues.find((i) => i.path.endsWith('.name'));
      if (issue) setNameError(issue.message === 'This role name is already in use.' ? t('roles.errors.taken') : issue.message);
      else notify.error(message);
    }
  };

  return (
    <Modal show={show} onHide={onClose} centered size="lg" aria-labelledby="role-modal-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="role-modal-title" as="h2" className="h5">
            {t(role ? 'roles.editTitle' : 'roles.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label className="form-label" htmlFor="role-name">
              {t('roles.name')} <span aria-hidden="true">*</span>
            </label>
            <input
              id="role-name"
              className={`form-control ${nameError ? 'is-invalid' : ''}`}
              value={name}
              aria-required
              aria-invalid={Boolean(nameError)}
              aria-describedby="role-name-error"
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              onBlur={() => setNameError(roleName.safeParse(name).success ? null : t('roles.errors.name'))}
            />
            <div id="role-name-error" className="invalid-feedback">
              {nameError}
            </div>
          </div>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <h3 className="h6 mb-0">{t('roles.permissions')}</h3>
            <div className="form-check mb-0">
              <input className="form-check-input" type="checkbox" id="role-all" checked={allChecked} onChange={(e) => setAll(e.target.checked)} />
              <label className="form-check-label" htmlFor="role-all">
                {t('roles.selectAll')}
              </label>
            </div>
          </div>
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
                        <input
                          className="form-check-input m-0"
                          type="checkbox"
                          checked={matrix[area][action]}
                          onChange={() => flip(area, action)}
                          aria-label={t('roles.grant', { action: t(`roles.actions.${action}`), area: t(`roles.areas.${area}`) })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('common.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
