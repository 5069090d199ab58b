import type { TFunction } from 'i18next';
import { CircleCheck, CircleX, KeyRound, ListChecks, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@/platform/auth/abilities';
import { Avatar } from '@/web/components/avatar';
import { Can, useAbility } from '@/web/session/ability';
import { useSessionUser } from '@/web/session/session';
import { roleName } from '@/web/i18n/role-name';
import { useDocumentTitle } from './use-document-title';
import './access-control.scss';
import { formatList } from '@/web/i18n/i18n';

const KNOWN_ACTIONS = ['manage', 'read', 'create', 'update', 'delete'];

/** The checks shown as yes/no, each asked of the live ability object. */
const CHECKS = [
  { action: 'read', subject: 'ACL', key: 'readAcl' },
  { action: 'read', subject: 'Auth', key: 'readAuth' },
  { action: 'manage', subject: 'all', key: 'manageAll' },
] as const;

interface RuleLike {
  action: string | string[];
  subject?: string | string[];
  inverted?: boolean;
}

const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? 'all']);

function ruleMeaning(t: TFunction, rule: RuleLike): string {
  const actions = list(rule.action);
  const subjects = list(rule.subject);
  let text: string;
  if (actions.length === 1 && subjects.length === 1 && CHECKS.some((c) => c.action === actions[0] && c.subject === subjects[0])) {
    text = t(`acl.meaning.${CHECKS.find((c) => c.action === actions[0] && c.subject === subjects[0])!.key}`);
  } else {
    const action = formatList(actions.map((a) => (KNOWN_ACTIONS.includes(a) ? t(`acl.actions.${a}`) : a)));
    const subject = formatList(subjects.map((s) => (s === 'all' ? t('acl.everything') : s)));
    text = t('acl.meaning.generic', { action, subject });
  }
  return rule.inverted ? t('acl.meaning.denied', { rule: text }) : text;
}

/** /access-control: who is signed in, the ability rules they carry, and a card only those rules reveal. */
export default function AccessControlPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const userData = useSessionUser();
  useDocumentTitle(t('acl.title'));
  const rules = ability.rules as RuleLike[];
  const role = userData ? roleName(t, userData.role, userData.roleName) : t('acl.roles.guest');

  return (
    <div className="tb-acl">
      <div className="mb-4">
        <h1 className="h3 mb-1">{t('acl.title')}</h1>
        <p className="text-body-secondary mb-0">{t('acl.intro')}</p>
      </div>

      <div className="row g-4">
        <div className="col-lg-5">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="acl-session-title" className="h5 card-title mb-4">
                {t('acl.session.title')}
              </h2>
              {userData && (
                <div className="d-flex align-items-center gap-3 mb-4">
                  <Avatar name={userData.fullName} src={userData.avatar} size="lg" />
                  <div className="tb-acl-who">
                    <p className="fw-semibold mb-0 text-truncate">{userData.fullName}</p>
                    <p className="text-body-secondary small mb-0 text-truncate">{userData.email}</p>
                  </div>
                </div>
              )}
              <dl className="tb-acl-facts mb-3">
                <dt>{t('acl.session.role')}</dt>
                <dd>
                  <span className={`badge rounded-pill ${userData?.role === 'admin' ? 'text-bg-primary' : 'bg-info-subtle text-info-emphasis'}`}>{role}</span>
                </dd>
                <dt>{t('acl.session.rules')}</dt>
                <dd>{rules.length}</dd>
              </dl>
              <p className="text-body-secondary small mb-0">
                {t(`acl.roleInfo.${userData?.role ?? 'guest'}`, { defaultValue: t('acl.roleInfo.other') })}
              </p>
            </div>
          </div>
        </div>

        <div className="col-lg-7">
          <div className="card h-100">
            <div className="card-body flex-grow-0 pb-0">
              <h2 id="acl-rules-title" className="h5 card-title d-flex align-items-center gap-2 mb-1">
                <KeyRound size={18} aria-hidden="true" className="text-primary" />
                {t('acl.rules.title')}
              </h2>
              <p className="text-body-secondary small">{t('acl.rules.text')}</p>
            </div>
            <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="acl-rules-title">
              <table className="table table-hover align-middle mb-0 tb-acl-table">
                <caption className="visually-hidden">{t('acl.rules.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('acl.rules.action')}</th>
                    <th scope="col">{t('acl.rules.subject')}</th>
                    <th scope="col">{t('acl.rules.meaning')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rules.map((rule, i) => (
                    <tr key={i}>
                      <td>
                        <code>{list(rule.action).join(', ')}</code>
                      </td>
                      <td>
                        <code>{list(rule.subject).join(', ')}</code>
                      </td>
                      <td>{ruleMeaning(t, rule)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>

        <div className="col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="acl-checks-title" className="h5 card-title d-flex align-items-center gap-2 mb-3">
                <ListChecks size={18} aria-hidden="true" className="text-primary" />
                {t('acl.checks.title')}
              </h2>
              <ul className="list-unstyled mb-0 tb-acl-checks">
                {CHECKS.map((check) => {
                  const allowed = ability.can(check.action, check.subject);
                  return (
                    <li key={check.key} className="d-flex align-items-center justify-content-between gap-3">
                      <span>
                        {t(`acl.meaning.${check.key}`)}{' '}
                        <code className="small">
                          {check.action} {check.subject}
                        </code>
                      </span>
                      <span className={`badge rounded-pill d-inline-flex align-items-center gap-1 ${allowed ? 'bg-success-subtle text-success-emphasis' : 'bg-danger-subtle text-danger-emphasis'}`}>
                        {allowed ? <CircleCheck size={14} aria-hidden="true" /> : <CircleX size={14} aria-hidden="true" />}
                        {allowed ? t('acl.checks.yes') : t('acl.checks.no')}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </div>

        <div className="col-md-6">
          <Can I="read" a="ACL">
            <div className="card h-100 border-success tb-acl-protected">
              <div className="card-body">
                <h2 id="acl-protected-title" className="h5 card-title d-flex align-items-center gap-2 mb-3">
                  <ShieldCheck size={20} aria-hidden="true" className="text-success" />
                  {t('acl.protected.title')}
                </h2>
                <p className="mb-2">{t('acl.protected.text')}</p>
                <p className="text-body-secondary small mb-0">{t('acl.protected.howTo')}</p>
              </div>
            </div>
          </Can>
        </div>
      </div>
    </div>
  );
}
