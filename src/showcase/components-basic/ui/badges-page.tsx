import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Mail, MessageSquarePlus } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { VARIANTS } from './variants';

/** /components/badges: badge colours, pills, badges inside buttons and a counter pinned to a button's corner. */
export default function BadgesPage() {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(3);
  const [alerts, setAlerts] = useState(9);

  return (
    <ShowcasePage title={t('showcase.badges.title')} intro={t('showcase.badges.intro')}>
      <Demo title={t('showcase.badges.variants')} text={t('showcase.badges.variantsText')}>
        <div className="d-flex flex-wrap gap-2 mb-3">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`badge text-bg-${variant} ${variant === 'light' || variant === 'dark' ? 'border' : ''}`}>
              {t(`showcase.basic.variant.${variant}`)}
            </span>
          ))}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.slice(0, 6).map((variant) => (
            <span key={variant} className={`badge bg-${variant}-subtle text-${variant}-emphasis border border-${variant}-subtle`}>
              {t(`showcase.basic.variant.${variant}`)}
            </span>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.badges.pill')} text={t('showcase.badges.pillText')}>
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`badge rounded-pill text-bg-${variant} ${variant === 'light' || variant === 'dark' ? 'border' : ''}`}>
              {t(`showcase.basic.variant.${variant}`)}
            </span>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.badges.inHeadings')} text={t('showcase.badges.inHeadingsText')}>
        <p className="h4 mb-2">
          {t('showcase.badges.headingSample')} <span className="badge text-bg-secondary">{t('showcase.badges.new')}</span>
        </p>
        <p className="h6 mb-0">
          {t('showcase.badges.headingSample')} <span className="badge text-bg-secondary">{t('showcase.badges.new')}</span>
        </p>
      </Demo>
      <Demo title={t('showcase.badges.inButtons')} text={t('showcase.badges.inButtonsText')}>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button type="button" className="btn btn-primary" onClick={() => setAlerts(0)} disabled={alerts === 0}>
            {t('showcase.badges.alerts')} <span className="badge text-bg-light ms-1">{alerts}</span>
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setAlerts((n) => n + 1)}>
            {t('showcase.badges.addAlert')}
          </button>
        </div>
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {alerts === 0 ? t('showcase.badges.noAlerts') : t('showcase.badges.alertCount', { count: alerts })}
        </p>
      </Demo>
      <Demo title={t('showcase.badges.positioned')} text={t('showcase.badges.positionedText')} wide>
        <div className="d-flex flex-wrap align-items-center gap-4">
          <button type="button" className="btn btn-primary position-relative" onClick={() => setUnread(0)} aria-describedby="badges-unread">
            <Mail size={18} aria-hidden="true" className="me-1" />
            {t('showcase.badges.inbox')}
            {unread > 0 && (
              <span className="badge rounded-pill text-bg-danger tb-badge-corner" data-testid="unread-badge">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </button>
          <span className="position-relative d-inline-flex p-2 rounded bg-body-secondary" role="img" aria-label={unread > 0 ? t('showcase.badges.bellNew') : t('showcase.badges.bellNone')}>
            <Bell size={22} aria-hidden="true" />
            {unread > 0 && <span className="tb-dot-corner bg-danger" />}
          </span>
          <button type="button" className="btn btn-outline-primary d-inline-flex align-items-center gap-1" onClick={() => setUnread((n) => n + 1)}>
            <MessageSquarePlus size={18} aria-hidden="true" />
            {t('showcase.badges.receive')}
          </button>
          <span id="badges-unread" className="small text-body-secondary" aria-live="polite">
            {unread > 0 ? t('showcase.badges.unread', { count: unread }) : t('showcase.badges.allRead')}
          </span>
        </div>
      </Demo>
    </ShowcasePage>
  );
}
