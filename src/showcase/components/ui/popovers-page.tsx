import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { notify } from '@/web/feedback/notify';
import { SIDES, placementOf } from './placement';
import { DemoCard, ShowcasePage } from './showcase-page';

const TRIGGERS = [
  ['click', ['click']],
  ['hoverFocus', ['hover', 'focus']],
  ['focus', ['focus']],
] as const;
const DRAFTS = ['q1', 'q2', 'q3'] as const;

/** /components/popovers: the four sides (following the reading direction), three triggers, and one that asks before deleting. */
export default function PopoversPage() {
  const { t } = useTranslation();
  const rtl = useDocumentDirection() === 'rtl';
  const [drafts, setDrafts] = useState<string[]>([...DRAFTS]);
  const [asking, setAsking] = useState<{ draft: string; target: HTMLElement } | null>(null);
  const popover = (id: string, title: string, body: string) => (
    <Popover id={id}>
      <Popover.Header as="h3">{title}</Popover.Header>
      <Popover.Body>{body}</Popover.Body>
    </Popover>
  );
  const remove = (draft: string) => {
    setDrafts(drafts.filter((d) => d !== draft));
    setAsking(null);
    notify.success(t('showcase.components.popovers.deleted', { name: t(`showcase.components.popovers.drafts.${draft}`) }));
  };
  return (
    <ShowcasePage name="popovers">
      <DemoCard title={t('showcase.components.popovers.placements')}>
        <div className="tb-demo-row">
          {SIDES.map((side) => (
            <OverlayTrigger
              key={side}
              trigger="click"
              rootClose
              placement={placementOf(side, rtl)}
              overlay={popover(`popover-${side}`, t(`showcase.components.sides.${side}`), t(`showcase.components.popovers.on.${side}`))}
            >
              <button type="button" className="btn btn-outline-primary" data-side={side}>
                {t(`showcase.components.sides.${side}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.popovers.triggers')}>
        <div className="tb-demo-row">
          {TRIGGERS.map(([name, trigger]) => (
            <OverlayTrigger
              key={name}
              trigger={[...trigger]}
              rootClose={name === 'click'}
              placement="bottom"
              overlay={popover(`popover-trigger-${name}`, t(`showcase.components.triggers.${name}`), t(`showcase.components.popovers.triggered.${name}`))}
            >
              <button type="button" className="btn btn-secondary">
                {t(`showcase.components.triggers.${name}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.popovers.confirm')} wide>
        {drafts.length ? (
          <ul className="list-group">
            {drafts.map((draft) => (
              <li key={draft} className="list-group-item d-flex align-items-center justify-content-between gap-2">
                <span>{t(`showcase.components.popovers.drafts.${draft}`)}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-expanded={asking?.draft === draft}
                  onClick={(event) => setAsking(asking?.draft === draft ? null : { draft, target: event.currentTarget })}
                >
                  {t('showcase.components.popovers.delete')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="text-body-secondary">
            <p>{t('showcase.components.popovers.noDrafts')}</p>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setDrafts([...DRAFTS])}>
              {t('showcase.components.popovers.restore')}
            </button>
          </div>
        )}
        <Overlay show={Boolean(asking)} target={asking?.target ?? null} placement={placementOf('start', rtl)} rootClose onHide={() => setAsking(null)}>
          <Popover id="popover-confirm">
            <Popover.Header as="h3">{t('showcase.components.popovers.sure')}</Popover.Header>
            <Popover.Body>
              <p className="mb-2">{asking && t('showcase.components.popovers.sureText', { name: t(`showcase.components.popovers.drafts.${asking.draft}`) })}</p>
              <div className="d-flex gap-2">
                <button type="button" className="btn btn-sm btn-danger" onClick={() => asking && remove(asking.draft)}>
                  {t('showcase.components.popovers.delete')}
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(null)}>
                  {t('common.cancel')}
                </button>
              </div>
            </Popover.Body>
          </Popover>
        </Overlay>
      </DemoCard>
    </ShowcasePage>
  );
}
