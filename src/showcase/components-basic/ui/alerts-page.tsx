import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { VARIANTS } from './variants';

const NOTICES = ['backup', 'invite', 'trial'] as const;
const WITH_ICON: { variant: string; key: string; Icon: LucideIcon }[] = [
  { variant: 'info', key: 'info', Icon: Info },
  { variant: 'success', key: 'success', Icon: CircleCheck },
  { variant: 'warning', key: 'warning', Icon: TriangleAlert },
  { variant: 'danger', key: 'danger', Icon: OctagonAlert },
];

/** /components/alerts: alert colours, alerts that can be dismissed, with icons, links and a heading. */
export default function AlertsPage() {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<string[]>([...NOTICES]);
  const list = useRef<HTMLDivElement>(null);

  const dismiss = (notice: string) => {
    setNotices((shown) => shown.filter((n) => n !== notice));
    // The closed alert took the focus with it: hand it to the list that held it.
    list.current?.focus();
  };

  return (
    <ShowcasePage title={t('showcase.alerts.title')} intro={t('showcase.alerts.intro')}>
      <Demo title={t('showcase.alerts.variants')} text={t('showcase.alerts.variantsText')}>
        {VARIANTS.map((variant) => (
          <div key={variant} className={`alert alert-${variant} py-2`} role="alert">
            {t('showcase.alerts.variantMessage', { variant: t(`showcase.basic.variant.${variant}`) })}
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.alerts.dismissible')} text={t('showcase.alerts.dismissibleText')}>
        <div ref={list} tabIndex={-1} className="tb-focus-target" aria-live="polite">
          {notices.map((notice) => (
            <div key={notice} className="alert alert-warning alert-dismissible" role="alert">
              {t(`showcase.alerts.notice.${notice}`)}
              <button type="button" className="btn-close" aria-label={t('showcase.alerts.dismiss', { what: t(`showcase.alerts.notice.${notice}`) })} onClick={() => dismiss(notice)} />
            </div>
          ))}
          {notices.length === 0 && (
            <div className="text-center text-body-secondary py-3">
              <p className="mb-2">{t('showcase.alerts.allDismissed')}</p>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setNotices([...NOTICES])}>
                {t('showcase.alerts.restore')}
              </button>
            </div>
          )}
        </div>
      </Demo>
      <Demo title={t('showcase.alerts.withIcon')} text={t('showcase.alerts.withIconText')}>
        {WITH_ICON.map(({ variant, key, Icon }) => (
          <div key={key} className={`alert alert-${variant} d-flex align-items-center gap-2`} role="alert">
            <Icon size={20} aria-hidden="true" className="flex-shrink-0" />
            <span>{t(`showcase.alerts.icon.${key}`)}</span>
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.alerts.withLinks')} text={t('showcase.alerts.withLinksText')}>
        {(['primary', 'success', 'danger'] as const).map((variant) => (
          <div key={variant} className={`alert alert-${variant}`} role="alert">
            {t(`showcase.alerts.link.${variant}`)}{' '}
            <a href="#alert-heading" className="alert-link">
              {t('showcase.alerts.linkText')}
            </a>
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.alerts.heading')} text={t('showcase.alerts.headingText')} wide>
        <div className="alert alert-success mb-0" role="alert">
          <h3 id="alert-heading" className="alert-heading h5" tabIndex={-1}>
            {t('showcase.alerts.headingTitle')}
          </h3>
          <p>{t('showcase.alerts.headingBody')}</p>
          <hr />
          <p className="mb-0">{t('showcase.alerts.headingFoot')}</p>
        </div>
      </Demo>
    </ShowcasePage>
  );
}
