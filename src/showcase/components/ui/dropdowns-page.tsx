import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownButton from 'react-bootstrap/DropdownButton';
import SplitButton from 'react-bootstrap/SplitButton';
import { DemoCard, ShowcasePage } from './showcase-page';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
const ACTIONS = ['edit', 'duplicate', 'archive'] as const;
const DIRECTIONS = ['down', 'up', 'start', 'end', 'down-centered', 'up-centered'] as const;
const STATUSES = ['open', 'pending', 'closed'] as const;

/** /components/dropdowns: colours, sizes, split buttons, a dark menu, the four directions and a form inside a menu. */
export default function DropdownsPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<string[]>(['open']);
  const [draft, setDraft] = useState<string[]>(['open']);
  const [filterOpen, setFilterOpen] = useState(false);
  const action = (key: string | null) => key && setChosen(t(`showcase.components.dropdowns.actions.${key}`));
  const items = ACTIONS.map((key) => (
    <Dropdown.Item key={key} eventKey={key} as="button">
      {t(`showcase.components.dropdowns.actions.${key}`)}
    </Dropdown.Item>
  ));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setStatuses(draft);
    setFilterOpen(false);
  };

  return (
    <ShowcasePage name="dropdowns">
      <div className="col-12">
        <p className="alert alert-secondary mb-0" role="status">
          {chosen ? t('showcase.components.dropdowns.chosen', { action: chosen }) : t('showcase.components.dropdowns.nothingChosen')}
        </p>
      </div>
      <DemoCard title={t('showcase.components.dropdowns.variants')}>
        <div className="tb-demo-row">
          {VARIANTS.map((variant) => (
            <DropdownButton key={variant} id={`dd-${variant}`} variant={variant} title={t(`showcase.components.variants.${variant}`)} onSelect={action}>
              {items}
            </DropdownButton>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.dropdowns.split')}>
        <div className="tb-demo-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <SplitButton
              key={variant}
              id={`split-${variant}`}
              variant={variant}
              title={t('showcase.components.dropdowns.actions.edit')}
              toggleLabel={t('showcase.components.dropdowns.more')}
              onClick={() => action('edit')}
              onSelect={action}
            >
              {items}
            </SplitButton>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.dropdowns.sizes')}>
        <div className="tb-demo-row">
          <DropdownButton id="dd-lg" size="lg" title={t('showcase.components.sizes.large')} onSelect={action}>
            {items}
          </DropdownButton>
          <DropdownButton id="dd-md" title={t('showcase.components.sizes.default')} onSelect={action}>
            {items}
          </DropdownButton>
          <DropdownButton id="dd-sm" size="sm" title={t('showcase.components.sizes.small')} onSelect={action}>
            {items}
          </DropdownButton>
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.dropdowns.dark')}>
        <div className="tb-demo-row">
          <DropdownButton id="dd-dark" variant="dark" menuVariant="dark" title={t('showcase.components.dropdowns.darkMenu')} onSelect={action}>
            <Dropdown.Header>{t('showcase.components.dropdowns.header')}</Dropdown.Header>
            {items}
            <Dropdown.Divider />
            <Dropdown.Item as="button" disabled>
              {t('showcase.components.dropdowns.disabledItem')}
            </Dropdown.Item>
          </DropdownButton>
          <DropdownButton id="dd-outline" variant="outline-primary" title={t('showcase.components.dropdowns.withHeader')} onSelect={action}>
            <Dropdown.Header>{t('showcase.components.dropdowns.header')}</Dropdown.Header>
            {items}
            <Dropdown.Divider />
            <Dropdown.ItemText>{t('showcase.components.dropdowns.itemText')}</Dropdown.ItemText>
          </DropdownButton>
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.dropdowns.directions')}>
        <div className="tb-demo-row">
          {DIRECTIONS.map((drop) => (
            <DropdownButton key={drop} id={`drop-${drop}`} drop={drop} variant="secondary" title={t(`showcase.components.dropdowns.drop.${drop}`)} onSelect={action}>
              {items}
            </DropdownButton>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.dropdowns.form')}>
        <Dropdown
          show={filterOpen}
          onToggle={(next) => {
            if (next) setDraft(statuses);
            setFilterOpen(next);
          }}
          autoClose="outside"
        >
          <Dropdown.Toggle id="dd-filter" variant="outline-secondary">
            {t('showcase.components.dropdowns.filter')}
          </Dropdown.Toggle>
          <Dropdown.Menu className="p-3" style={{ minWidth: '14rem' }}>
            <form onSubmit={apply}>
              <fieldset>
                <legend className="fs-6 fw-semibold">{t('showcase.components.dropdowns.status')}</legend>
                {STATUSES.map((status) => (
                  <div className="form-check" key={status}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`status-${status}`}
                      checked={draft.includes(status)}
                      onChange={(event) => setDraft(event.target.checked ? [...draft, status] : draft.filter((s) => s !== status))}
                    />
                    <label className="form-check-label" htmlFor={`status-${status}`}>
                      {t(`showcase.components.dropdowns.statuses.${status}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
              <button type="submit" className="btn btn-primary btn-sm mt-3">
                {t('showcase.components.dropdowns.apply')}
              </button>
            </form>
          </Dropdown.Menu>
        </Dropdown>
        <p className="mt-3 mb-0" data-testid="dropdown-filter">
          {t('showcase.components.dropdowns.showing', {
            statuses: statuses.length ? statuses.map((s) => t(`showcase.components.dropdowns.statuses.${s}`)).join(', ') : t('showcase.components.dropdowns.none'),
          })}
        </p>
      </DemoCard>
    </ShowcasePage>
  );
}
