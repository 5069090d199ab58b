import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './showcase-layout';

const ITEMS = ['inbox', 'drafts', 'sent', 'archive', 'spam'] as const;
const COUNTS: Record<(typeof ITEMS)[number], number> = { inbox: 14, drafts: 2, sent: 0, archive: 31, spam: 5 };
const TASKS = ['design', 'review', 'tests', 'release'] as const;

/** /components/list-group: plain, active and disabled items, items that act, flush, numbered, with badges and checkboxes, and horizontal. */
export default function ListGroupPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<(typeof ITEMS)[number]>('inbox');
  const [done, setDone] = useState<string[]>(['design']);
  const item = (key: string) => t(`showcase.listGroup.item.${key}`);

  return (
    <ShowcasePage title={t('showcase.listGroup.title')} intro={t('showcase.listGroup.intro')}>
      <Demo title={t('showcase.listGroup.basic')} text={t('showcase.listGroup.basicText')}>
        <ul className="list-group">
          <li className="list-group-item active" aria-current="true">
            {item('inbox')}
          </li>
          {ITEMS.slice(1, 4).map((key) => (
            <li key={key} className="list-group-item">
              {item(key)}
            </li>
          ))}
          <li className="list-group-item disabled" aria-disabled="true">
            {item('spam')}
          </li>
        </ul>
      </Demo>
      <Demo title={t('showcase.listGroup.actionable')} text={t('showcase.listGroup.actionableText')}>
        <div className="list-group mb-2">
          {ITEMS.map((key) => (
            <button key={key} type="button" className={`list-group-item list-group-item-action ${chosen === key ? 'active' : ''}`} aria-current={chosen === key ? 'true' : undefined} onClick={() => setChosen(key)}>
              {item(key)}
            </button>
          ))}
        </div>
        <p className="small mb-0" aria-live="polite" data-testid="chosen-folder">
          {t('showcase.listGroup.chosen', { folder: item(chosen) })}
        </p>
      </Demo>
      <Demo title={t('showcase.listGroup.withBadges')} text={t('showcase.listGroup.withBadgesText')}>
        <ul className="list-group">
          {ITEMS.map((key) => (
            <li key={key} className="list-group-item d-flex justify-content-between align-items-center">
              {item(key)}
              <span className={`badge rounded-pill ${COUNTS[key] ? 'text-bg-primary' : 'text-bg-secondary'}`}>{COUNTS[key]}</span>
            </li>
          ))}
        </ul>
      </Demo>
      <Demo title={t('showcase.listGroup.checkboxes')} text={t('showcase.listGroup.checkboxesText')}>
        <ul className="list-group mb-2">
          {TASKS.map((task) => (
            <li key={task} className="list-group-item">
              <input
                className="form-check-input me-2"
                type="checkbox"
                id={`list-task-${task}`}
                checked={done.includes(task)}
                onChange={(e) => setDone(e.target.checked ? [...done, task] : done.filter((d) => d !== task))}
              />
              <label className={`form-check-label ${done.includes(task) ? 'text-decoration-line-through text-body-secondary' : ''}`} htmlFor={`list-task-${task}`}>
                {t(`showcase.listGroup.task.${task}`)}
              </label>
            </li>
          ))}
        </ul>
        <p className="small mb-0" aria-live="polite" data-testid="tasks-done">
          {t('showcase.listGroup.doneCount', { done: done.length, total: TASKS.length })}
        </p>
      </Demo>
      <Demo title={t('showcase.listGroup.flush')} text={t('showcase.listGroup.flushText')}>
        <ul className="list-group list-group-flush">
          {ITEMS.slice(0, 4).map((key) => (
            <li key={key} className="list-group-item">
              {item(key)}
            </li>
          ))}
        </ul>
      </Demo>
      <Demo title={t('showcase.listGroup.numbered')} text={t('showcase.listGroup.numberedText')}>
        <ol className="list-group list-group-numbered">
          {TASKS.map((task) => (
            <li key={task} className="list-group-item">
              {t(`showcase.listGroup.task.${task}`)}
            </li>
          ))}
        </ol>
      </Demo>
      <Demo title={t('showcase.listGroup.horizontal')} text={t('showcase.listGroup.horizontalText')} wide>
        <ul className="list-group list-group-horizontal-md">
          {ITEMS.slice(0, 4).map((key) => (
            <li key={key} className="list-group-item flex-fill">
              {item(key)}
            </li>
          ))}
        </ul>
      </Demo>
    </ShowcasePage>
  );
}
