import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, RotateCcw } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';

// Bars that state a measured level (storage used, a quota) are meters; only the import under way is a progress bar.
function Meter({ value, label, variant = 'primary', height, striped, animated, text }: { value: number; label: string; variant?: string; height?: number; striped?: boolean; animated?: boolean; text?: string }) {
  const bar = ['progress-bar', `text-bg-${variant}`, striped || animated ? 'progress-bar-striped' : '', animated ? 'progress-bar-animated' : ''].join(' ');
  return (
    <div className="progress mb-3" role="meter" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${value}%`} style={height ? { height } : undefined}>
      <div className={bar} style={{ width: `${value}%` }}>
        {text}
      </div>
    </div>
  );
}

const FILES = 40;

/** /components/progress: values, labels, heights, striped and moving bars, stacked segments, and an import that reports its progress. */
export default function ProgressPage() {
  const { t } = useTranslation();
  const [imported, setImported] = useState<number | null>(null);
  const running = imported !== null && imported < FILES;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setImported((n) => (n ?? 0) + 1), 40);
    return () => clearTimeout(timer);
  }, [running, imported]);

  const percent = imported === null ? 0 : Math.round((imported / FILES) * 100);
  const storage = [
    { key: 'photos', value: 35, variant: 'primary' },
    { key: 'documents', value: 20, variant: 'info' },
    { key: 'backups', value: 15, variant: 'warning' },
  ];

  return (
    <ShowcasePage title={t('showcase.progress.title')} intro={t('showcase.progress.intro')}>
      <Demo title={t('showcase.progress.live')} text={t('showcase.progress.liveText')} wide>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={running} onClick={() => setImported(0)}>
            {imported === FILES ? <RotateCcw size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            {imported === FILES ? t('showcase.progress.again') : t('showcase.progress.start')}
          </button>
          <span className="small" aria-live="polite" data-testid="import-status">
            {imported === null ? t('showcase.progress.idle') : running ? t('showcase.progress.running', { done: imported, total: FILES }) : t('showcase.progress.finished', { total: FILES })}
          </span>
        </div>
        {running && (
          <div className="progress" role="progressbar" aria-label={t('showcase.progress.importLabel')} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: 20 }}>
            <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }}>
              {percent}%
            </div>
          </div>
        )}
      </Demo>
      <Demo title={t('showcase.progress.values')} text={t('showcase.progress.valuesText')}>
        {[0, 25, 50, 75, 100].map((value) => (
          <div key={value} className="d-flex align-items-center gap-2">
            <div className="flex-grow-1">
              <Meter value={value} label={t('showcase.progress.level', { value })} />
            </div>
            <span className="small text-body-secondary mb-3 tb-meter-value" aria-hidden="true">
              {value}%
            </span>
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.progress.labels')} text={t('showcase.progress.labelsText')}>
        {(
          [
            ['success', 82],
            ['info', 54],
            ['warning', 38],
            ['danger', 91],
          ] as const
        ).map(([variant, value]) => (
          <Meter key={variant} value={value} variant={variant} height={18} label={t(`showcase.progress.quota.${variant}`)} text={`${t(`showcase.progress.quota.${variant}`)}: ${value}%`} />
        ))}
      </Demo>
      <Demo title={t('showcase.progress.heights')} text={t('showcase.progress.heightsText')}>
        {[2, 6, 12, 24].map((height) => (
          <Meter key={height} value={60} height={height} label={t('showcase.progress.heightLabel', { height })} />
        ))}
      </Demo>
      <Demo title={t('showcase.progress.striped')} text={t('showcase.progress.stripedText')}>
        <Meter value={45} variant="success" striped label={t('showcase.progress.stripedLabel')} />
        <Meter value={70} variant="info" animated label={t('showcase.progress.animatedLabel')} />
      </Demo>
      <Demo title={t('showcase.progress.stacked')} text={t('showcase.progress.stackedText')} wide>
        <div className="progress-stacked mb-2">
          {storage.map((part) => (
            <div key={part.key} className="progress" role="meter" aria-label={t(`showcase.progress.part.${part.key}`)} aria-valuenow={part.value} aria-valuemin={0} aria-valuemax={100} style={{ width: `${part.value}%` }}>
              <div className={`progress-bar bg-${part.variant}`} />
            </div>
          ))}
        </div>
        <ul className="list-unstyled d-flex flex-wrap gap-3 small mb-0">
          {storage.map((part) => (
            <li key={part.key} className="d-flex align-items-center gap-1">
              <span className={`tb-legend-dot bg-${part.variant}`} aria-hidden="true" />
              {t(`showcase.progress.part.${part.key}`)}: {part.value}%
            </li>
          ))}
          <li className="text-body-secondary">{t('showcase.progress.free', { value: 30 })}</li>
        </ul>
      </Demo>
    </ShowcasePage>
  );
}
