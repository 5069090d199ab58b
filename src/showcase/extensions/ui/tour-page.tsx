import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Compass, Search } from 'lucide-react';
import type { Step } from 'react-joyride';
import { DemoCard, DemoHeader } from './demo-card';
import './tour.scss';

const TourRunner = lazy(() => import('./tour-runner'));

const STOPS = ['start', 'stats', 'search', 'tips', 'options'] as const;
const TIPS = ['keyboard', 'skins', 'language', 'menu', 'search', 'bookmarks'] as const;

/** /extensions/tour: React Joyride walking this page's parts, with back, next and skip, in the interface's language. */
export default function TourPage() {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.tour.${key}`, values);
  const id = useId();
  const [running, setRunning] = useState(false);
  const [showProgress, setShowProgress] = useState(true);
  const [allowSkip, setAllowSkip] = useState(true);
  const [seen, setSeen] = useState(0);
  const [finished, setFinished] = useState(0);
  const [outcome, setOutcome] = useState('');
  const [query, setQuery] = useState('');

  const steps: Step[] = STOPS.map((stop) => ({ target: `[data-tour="${stop}"]`, title: k(`step.${stop}.title`), content: k(`step.${stop}.text`), placement: 'bottom' }));
  const tips = TIPS.filter((tip) => k(`tip.${tip}`).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.tour" introKey="showcase.tour.intro" />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" data-tour="start" disabled={running} onClick={() => setRunning(true)}>
          <Compass size={16} aria-hidden="true" />
          {k('start')}
        </button>
        <span role="status" className="text-body-secondary" data-testid="tour-outcome">
          {outcome}
        </span>
      </div>
      <div className="row g-4">
        <div className="col-12" data-tour="stats">
          <div className="row g-3">
            {[
              { key: 'steps', value: STOPS.length },
              { key: 'seen', value: seen },
              { key: 'finished', value: finished },
            ].map((stat) => (
              <div key={stat.key} className="col-sm-4">
                <section className="card h-100">
                  <div className="card-body">
                    <p className="text-body-secondary small mb-1">{k(`stat.${stat.key}`)}</p>
                    <p className="h3 mb-0" data-testid={`tour-stat-${stat.key}`}>
                      {stat.value}
                    </p>
                  </div>
                </section>
              </div>
            ))}
          </div>
        </div>
        <div className="col-lg-7">
          <DemoCard title={k('tipsTitle')} text={k('tipsText')}>
            <div className="input-group mb-3" data-tour="search">
              <span className="input-group-text">
                <Search size={16} aria-hidden="true" />
              </span>
              <input type="search" className="form-control" aria-label={k('searchTips')} placeholder={k('searchTips')} value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <ul className="list-group" data-tour="tips">
              {tips.map((tip) => (
                <li key={tip} className="list-group-item">
                  {k(`tip.${tip}`)}
                </li>
              ))}
              {!tips.length && <li className="list-group-item text-body-secondary">{t('common.noResults')}</li>}
            </ul>
          </DemoCard>
        </div>
        <div className="col-lg-5">
          <DemoCard title={k('optionsTitle')} text={k('optionsText')}>
            <div data-tour="options">
              <div className="form-check form-switch mb-2">
                <input id={`${id}-progress`} className="form-check-input" type="checkbox" role="switch" checked={showProgress} onChange={(e) => setShowProgress(e.target.checked)} disabled={running} />
                <label className="form-check-label" htmlFor={`${id}-progress`}>
                  {k('optionProgress')}
                </label>
              </div>
              <div className="form-check form-switch">
                <input id={`${id}-skip`} className="form-check-input" type="checkbox" role="switch" checked={allowSkip} onChange={(e) => setAllowSkip(e.target.checked)} disabled={running} />
                <label className="form-check-label" htmlFor={`${id}-skip`}>
                  {k('optionSkip')}
                </label>
              </div>
            </div>
          </DemoCard>
        </div>
      </div>
      {running && (
        <Suspense fallback={null}>
          <TourRunner
            steps={steps}
            showProgress={showProgress}
            allowSkip={allowSkip}
            onStep={(index) => setSeen((n) => Math.max(n, index + 1))}
            onEnd={(end, index) => {
              setRunning(false);
              if (end === 'finished') setFinished((n) => n + 1);
              setOutcome(end === 'finished' ? k('outcomeFinished') : k('outcomeSkipped', { step: index + 1 }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
