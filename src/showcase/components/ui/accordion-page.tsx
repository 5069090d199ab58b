import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from 'react-bootstrap/Accordion';
import { DemoCard, ShowcasePage } from './showcase-page';

const ITEMS = ['shipping', 'returns', 'warranty'] as const;

/** /components/accordion: basic, always open, flush, and one driven from outside. */
export default function AccordionPage() {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>('shipping');
  const items = (prefix: string) =>
    ITEMS.map((item) => (
      <Accordion.Item key={item} eventKey={item}>
        <Accordion.Header as="h3">{t(`showcase.components.accordion.items.${item}.title`)}</Accordion.Header>
        <Accordion.Body id={`${prefix}-${item}`}>{t(`showcase.components.accordion.items.${item}.text`)}</Accordion.Body>
      </Accordion.Item>
    ));
  return (
    <ShowcasePage name="accordion">
      <DemoCard title={t('showcase.components.accordion.basic')}>
        <Accordion defaultActiveKey="shipping">{items('basic')}</Accordion>
      </DemoCard>
      <DemoCard title={t('showcase.components.accordion.alwaysOpen')}>
        <Accordion alwaysOpen defaultActiveKey={['shipping', 'returns']}>
          {items('always')}
        </Accordion>
      </DemoCard>
      <DemoCard title={t('showcase.components.accordion.flush')}>
        <Accordion flush>{items('flush')}</Accordion>
      </DemoCard>
      <DemoCard title={t('showcase.components.accordion.controlled')}>
        <div className="tb-demo-row mb-3" role="group" aria-label={t('showcase.components.accordion.controlled')}>
          {ITEMS.map((item) => (
            <button key={item} type="button" className={`btn btn-sm ${active === item ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={active === item} onClick={() => setActive(item)}>
              {t(`showcase.components.accordion.items.${item}.title`)}
            </button>
          ))}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setActive(null)}>
            {t('showcase.components.accordion.closeAll')}
          </button>
        </div>
        <Accordion activeKey={active} onSelect={(key) => setActive(typeof key === 'string' ? key : null)}>
          {items('controlled')}
        </Accordion>
      </DemoCard>
    </ShowcasePage>
  );
}
