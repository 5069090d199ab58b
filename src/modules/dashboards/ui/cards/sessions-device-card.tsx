import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Monitor, Smartphone, Tablet } from 'lucide-react';
import { LazyChart, type ChartColor } from '@/web/components/charts/lazy-chart';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useSessionsDeviceQuery } from '../dashboards-api';
import { pct, signedPct } from '../format';

const ICONS = { monitor: Monitor, smartphone: Smartphone, tablet: Tablet } as Record<string, typeof Monitor>;

export function SessionsDeviceCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useSessionsDeviceQuery(range);
  const d = result.data;
  const title = t('dashboards.sessionsDevice.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="sessions-device" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      {d && (
        <>
          <LazyChart type="doughnut" height={150} labels={d.devices.map((x) => t(`dashboards.devices.${x.name}`))} series={[{ label: title, data: d.devices.map((x) => x.usage), color: 'primary' }]} sliceColors={d.devices.map((x) => x.iconColor as ChartColor)} summary={d.devices.map((x) => `${t(`dashboards.devices.${x.name}`)} ${pct(x.usage)}`).join(', ')} />
          <ul className="list-unstyled mb-0 mt-3">
            {d.devices.map((x) => {
              const Icon = ICONS[x.icon] ?? Monitor;
              return (
                <li key={x.name} className="d-flex align-items-center gap-2 py-1">
                  <Icon size={18} className={`text-${x.iconColor}`} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`dashboards.devices.${x.name}`)}</span>
                  <span className="fw-semibold">{pct(x.usage)}</span>
                  <span className={`small ${x.upDown >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
                    {x.upDown >= 0 ? <ArrowUp size={14} aria-hidden="true" /> : <ArrowDown size={14} aria-hidden="true" />}
                    {signedPct(x.upDown)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </CardFrame>
  );
}
