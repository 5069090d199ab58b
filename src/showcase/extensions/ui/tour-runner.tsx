import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Joyride, STATUS, type EventData, type Step, type TooltipRenderProps } from 'react-joyride';

/** Told each step a person is shown. */
const StepShown = createContext<(index: number) => void>(() => undefined);

/** The tour's card in the app's look: title, text, progress and translated buttons. */
function TourTooltip({ step, index, size, isLastStep, backProps, primaryProps, skipProps, closeProps, tooltipProps }: TooltipRenderProps) {
  const { t } = useTranslation();
  const shown = useContext(StepShown);
  useEffect(() => shown(index), [shown, index]);
  const showProgress = step.showProgress;
  const canSkip = step.buttons.includes('skip');
  return (
    <div {...tooltipProps} className="card tb-tour-tooltip" aria-labelledby="tb-tour-title">
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <h2 className="h6 mb-0" id="tb-tour-title">
            {step.title}
          </h2>
          <button type="button" className="btn-close" {...closeProps} aria-label={t('common.close')} title={t('common.close')}>
            {/* The library's props bring an English label as children: the button is named, and drawn, without it. */}
            {null}
          </button>
        </div>
        <div className="mb-3">{step.content}</div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {showProgress && (
            <span className="small text-body-secondary me-auto" data-testid="tour-progress">
              {t('showcase.tour.progress', { current: index + 1, total: size })}
            </span>
          )}
          {canSkip && !isLastStep && (
            <button type="button" className={`btn btn-sm btn-link${showProgress ? '' : ' me-auto'}`} {...skipProps} aria-label={t('showcase.tour.skip')} title={t('showcase.tour.skip')}>
              {t('showcase.tour.skip')}
            </button>
          )}
          {index > 0 && (
            <button type="button" className="btn btn-sm btn-outline-secondary" {...backProps} aria-label={t('showcase.tour.back')} title={t('showcase.tour.back')}>
              {t('showcase.tour.back')}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-primary" {...primaryProps} aria-label={isLastStep ? t('showcase.tour.finish') : t('showcase.tour.next')} title={isLastStep ? t('showcase.tour.finish') : t('showcase.tour.next')}>
            {isLastStep ? t('showcase.tour.finish') : t('showcase.tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}

interface TourRunnerProps {
  steps: Step[];
  showProgress: boolean;
  allowSkip: boolean;
  onStep: (index: number) => void;
  onEnd: (outcome: 'finished' | 'skipped', index: number) => void;
}

/** React Joyride walking the page's steps; loaded when a person starts the tour. */
export default function TourRunner({ steps, showProgress, allowSkip, onStep, onEnd }: TourRunnerProps) {
  const onEvent = (data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) onEnd(data.status === STATUS.FINISHED ? 'finished' : 'skipped', data.index);
  };
  return (
    <StepShown.Provider value={onStep}>
      <Joyride
        run
        continuous
        steps={steps}
        onEvent={onEvent}
        tooltipComponent={TourTooltip}
        // No loader nor beacon: both would add a style element, which the Content-Security-Policy refuses.
        loaderComponent={null}
        options={{
          skipBeacon: true,
          showProgress,
          buttons: allowSkip ? ['back', 'close', 'primary', 'skip'] : ['back', 'close', 'primary'],
          closeButtonAction: 'skip',
          overlayClickAction: false,
          overlayColor: 'rgba(15, 20, 34, 0.55)',
          spotlightRadius: 8,
          arrowColor: 'var(--tb-surface)',
          arrowBase: 20,
          arrowSize: 10,
          zIndex: 1090,
          scrollOffset: 96,
        }}
      />
    </StepShown.Provider>
  );
}
