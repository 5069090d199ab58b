import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useBrowserStatesQuery } from '../dashboards-api';
import { pct } from '../format';

const COLORS = ['primary', 'info', 'warning', 'success', 'danger'];

export function BrowserStatesCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useBrowserStatesQuery(range);
  const title = t('dashboards.browserStates.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="browser-states" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      <ul className="list-unstyled mb-0">
        {result.data?.browsers.map((b, i) => (
          <li key={b.name} className="py-1">
            <div className="d-flex justify-content-between small"><span>{t(`dashboards.browsers.${b.name}`)}</span><span className="fw-semibold">{pct(b.share)}</span></div>
            <div className="progress" style={{ height: 6 }} aria-hidden="true">
              <div className={`progress-bar bg-${COLORS[i % COLORS.length]}`} style={{ width: `${b.share}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}
