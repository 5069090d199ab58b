// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field, type FieldProps } from './field';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: { validation: { required: 'Obligatorio.' } } } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function Name(props: Pick<FieldProps, 'layout' | 'validText'>) {
  const form = useForm<{ name: string }>({ mode: 'onTouched', defaultValues: { name: '' } });
  return (
    <I18nextProvider i18n={i18n}>
      <FormProvider {...form}>
        <Field name="name" label="Nombre" {...props}>
          {(control) => <Form.Control placeholder="Nombre" {...control} {...form.register('name', { required: true })} />}
        </Field>
      </FormProvider>
    </I18nextProvider>
  );
}

describe('Field layouts', () => {
  it('puts the label beside the control in a grid row when horizontal', () => {
    const { container } = render(<Name layout="horizontal" />);
    const label = screen.getByText('Nombre', { selector: 'label' });
    expect(label.className).toContain('col-form-label');
    expect(container.querySelector('.row > .col-sm-9 input')).not.toBeNull();
    expect(screen.getByLabelText(/Nombre/)).toBeInstanceOf(HTMLInputElement);
  });

  it('writes the control before its label inside .form-floating when floating', () => {
    const { container } = render(<Name layout="floating" />);
    const group = container.querySelector('.form-floating')!;
    expect(group.firstElementChild?.tagName).toBe('INPUT');
    expect(group.querySelector('input + label')).not.toBeNull();
  });

  it('marks the field valid with its text once left with an accepted value', async () => {
    render(<Name validText="¡Bien!" />);
    const input = screen.getByLabelText(/Nombre/);
    expect(input.className).not.toContain('is-valid');
    fireEvent.change(input, { target: { value: 'Ana' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.className).toContain('is-valid'));
    expect(screen.getByText('¡Bien!')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain('-valid');
  });
});
