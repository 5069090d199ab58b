import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useAppDispatch, useAppSelector } from '@/web/store';
import { FOOTER_TYPES, NAVBAR_COLORS, NAVBAR_TYPES, SKINS, layoutChanged, layoutReset, type LayoutSettings } from './layout-slice';

interface ChoiceProps<K extends keyof LayoutSettings> {
  name: K;
  options: readonly LayoutSettings[K][];
}

/** One setting as a group of radio buttons; labels come from `customizer.<name>.<value>`. */
function Choice<K extends keyof LayoutSettings>({ name, options }: ChoiceProps<K>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => s.layout[name]);
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">{t(`customizer.${name}.title`)}</legend>
      <div className="tb-option-grid">
        {options.map((option) => {
          const id = `customizer-${name}-${String(option)}`;
          return (
            <div key={String(option)}>
              <input
                type="radio"
                className="btn-check"
                name={name}
                id={id}
                checked={value === option}
                onChange={() => dispatch(layoutChanged({ [name]: option } as Partial<LayoutSettings>))}
              />
              <label className="btn btn-outline-primary btn-sm w-100" htmlFor={id}>
                {t(`customizer.${name}.${String(option)}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The customizer's panel: every layout choice applies at once and survives reloads. */
export default function CustomizerPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="customizer-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <div>
          <Offcanvas.Title id="customizer-title" as="h2" className="h5 mb-0">
            {t('customizer.title')}
          </Offcanvas.Title>
          <small className="text-body-secondary">{t('customizer.subtitle')}</small>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Choice name="skin" options={SKINS} />
        <Choice name="direction" options={['ltr', 'rtl']} />
        <Choice name="contentWidth" options={['boxed', 'full']} />
        <Choice name="menuLayout" options={['horizontal', 'vertical']} />
        <Choice name="menuCollapsed" options={[false, true]} />
        <Choice name="menuHidden" options={[false, true]} />
        <Choice name="navbarType" options={NAVBAR_TYPES} />
        <Choice name="navbarColor" options={NAVBAR_COLORS} />
        <Choice name="footerType" options={FOOTER_TYPES} />
        <button type="button" className="btn btn-outline-danger w-100" onClick={() => dispatch(layoutReset())}>
          {t('customizer.reset')}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
