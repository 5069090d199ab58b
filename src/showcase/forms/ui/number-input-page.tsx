import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';
import { NumberStepper } from './number-stepper';

/** /forms/elements/number-input: steppers with limits, steps, decimals, units, sizes and keyboard control. */
export default function NumberInputPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.numberInput.${key}`);
  return (
    <ElementPage name="numberInput">
      <Example title={k('basic')} id="number-basic">
        <div className="mb-3">
          <NumberStepper id="number-quantity" label={k('quantity')} min={1} max={10} initial={1} />
        </div>
        <p className="small text-body-secondary mb-0">{k('keyboard')}</p>
      </Example>
      <Example title={k('steps')} id="number-steps">
        <div className="mb-3">
          <NumberStepper id="number-weight" label={k('weight')} min={0} max={50} step={0.5} initial={2.5} unit="kg" />
        </div>
        <NumberStepper id="number-discount" label={k('discount')} min={0} max={100} step={5} initial={15} unit="%" />
      </Example>
      <Example title={k('sizes')} id="number-sizes">
        {(['sm', undefined, 'lg'] as const).map((size) => (
          <div className="mb-3" key={size ?? 'md'}>
            <NumberStepper id={`number-size-${size ?? 'md'}`} label={t(`showcase.formElements.input.size.${size ?? 'md'}`)} min={0} max={99} initial={5} size={size} />
          </div>
        ))}
      </Example>
      <Example title={k('states')} id="number-states">
        <NumberStepper id="number-disabled" label={t('showcase.formElements.input.disabled')} min={0} max={10} initial={3} disabled />
      </Example>
    </ElementPage>
  );
}
