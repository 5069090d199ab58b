import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { notify } from '@/web/feedback/notify';
import { Demo, ShowcasePage } from './showcase-layout';
import { copyText } from './copy';
import { pause, VARIANTS } from './variants';

const KINDS = ['border', 'grow'] as const;
type Kind = (typeof KINDS)[number];

/**
 * One spinner, shown as a button that copies its markup. (A spinner elsewhere on a page means "still loading";
 * these are specimens, so each is the control that hands over its own code.)
 */
function Specimen({ kind, className = '', name }: { kind: Kind; className?: string; name: string }) {
  const { t } = useTranslation();
  const classes = `spinner-${kind} ${className}`.trim();
  const markup = `<div class="${classes}" role="status"><span class="visually-hidden">${t('common.loading')}</span></div>`;
  return (
    <button type="button" className="btn tb-specimen d-inline-flex flex-column align-items-center gap-2" onClick={() => void copyText(markup, t('showcase.spinners.copied', { name }), t('showcase.basic.copyFailed'))}>
      <span className={classes} aria-hidden="true" />
      <span className="small">{name}</span>
      <span className="visually-hidden">{t('showcase.spinners.copy')}</span>
    </button>
  );
}

/** /components/spinners: border and grow spinners in every colour and size, and inside buttons that are busy. */
export default function SpinnersPage() {
  const { t } = useTranslation();
  const [sending, setSending] = useState<Kind | null>(null);
  const [sent, setSent] = useState(0);

  const send = async (kind: Kind) => {
    setSending(kind);
    await pause(800);
    setSending(null);
    setSent((n) => n + 1);
    notify.success(t('showcase.spinners.sentToast'));
  };

  return (
    <ShowcasePage title={t('showcase.spinners.title')} intro={t('showcase.spinners.intro')}>
      <Demo title={t('showcase.spinners.kinds')} text={t('showcase.spinners.kindsText')}>
        <div className="d-flex flex-wrap gap-2">
          {KINDS.map((kind) => (
            <Specimen key={kind} kind={kind} name={t(`showcase.spinners.kind.${kind}`)} />
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.spinners.sizes')} text={t('showcase.spinners.sizesText')}>
        <div className="d-flex flex-wrap align-items-end gap-2">
          {KINDS.map((kind) => (
            <Specimen key={`${kind}-sm`} kind={kind} className={`spinner-${kind}-sm`} name={t('showcase.spinners.small', { kind: t(`showcase.spinners.kind.${kind}`) })} />
          ))}
          {KINDS.map((kind) => (
            <Specimen key={`${kind}-lg`} kind={kind} className="tb-spinner-lg" name={t('showcase.spinners.large', { kind: t(`showcase.spinners.kind.${kind}`) })} />
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.spinners.colours')} text={t('showcase.spinners.coloursText')} wide>
        {KINDS.map((kind) => (
          <div key={kind} className="d-flex flex-wrap gap-1 mb-2">
            {VARIANTS.filter((v) => v !== 'light').map((variant) => (
              <Specimen key={variant} kind={kind} className={`text-${variant}`} name={t(`showcase.basic.variant.${variant}`)} />
            ))}
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.spinners.inButtons')} text={t('showcase.spinners.inButtonsText')} wide>
        <div className="d-flex flex-wrap align-items-center gap-3">
          {KINDS.map((kind) => (
            <button key={kind} type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={sending !== null} onClick={() => void send(kind)}>
              {sending === kind ? <span className={`spinner-${kind} spinner-${kind}-sm`} aria-hidden="true" /> : <Send size={16} aria-hidden="true" className="tb-flip-rtl" />}
              {sending === kind ? t('showcase.spinners.sending') : t('showcase.spinners.send', { kind: t(`showcase.spinners.kind.${kind}`) })}
            </button>
          ))}
          <span className="small" aria-live="polite" data-testid="sent-count">
            {t('showcase.spinners.sentCount', { count: sent })}
          </span>
        </div>
      </Demo>
    </ShowcasePage>
  );
}
