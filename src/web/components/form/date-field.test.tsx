// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateField, DateTimeField } from './date-field';
import { issueResolver } from './issue-resolver';

const i18n = createInstance();
beforeAll(async () => {
  // The time list measures itself; jsdom has no layout to measure.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: {
      es: { translation: { common: { time: 'Hora' }, validation: { required: 'Obligatorio.', typedDate: 'Escribe una fecha válida, como dd/mm/aaaa.', typedDateTime: 'Escribe una fecha y hora.' } } },
      en: { translation: { common: { time: 'Time' }, validation: { required: 'Required.', typedDate: 'Enter a valid date, such as mm/dd/yyyy.' } } },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const schema = z.object({ day: z.iso.date(), at: z.iso.datetime({ offset: true }) });
type Values = z.input<typeof schema>;

function Harness({ values, onSave = () => {} }: { values: Values; onSave?: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: issueResolver(schema), mode: 'onTouched', defaultValues: values });
  return (
    <I18nextProvider i18n={i18n}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSave)}>
          <DateField name="day" label="Día" required />
          <DateTimeField name="at" label="Cuándo" required />
          <button type="submit">Guardar</button>
        </form>
      </FormProvider>
    </I18nextProvider>
  );
}

const at = new Date(2026, 10, 23, 13, 0).toISOString();
// The field is looked up for each event: the picker may take the plain input's place once the field has focus.
const type = (label: string, text: string) => {
  fireEvent.focus(screen.getByLabelText(label));
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  fireEvent.blur(screen.getByLabelText(label));
};
/** The picker loads when the pointer comes over the field. */
const arrive = async (label: RegExp) => {
  fireEvent.pointerOver(screen.getByLabelText(label));
  await waitFor(() => expect(screen.getByLabelText(label).closest('.react-datepicker-wrapper')).toBeTruthy(), { timeout: 10_000 });
};

describe('the kit date fields', () => {
  it('show the held ISO day and instant in the language format', () => {
    render(<Harness values={{ day: '2026-11-03', at }} />);
    expect(screen.getByLabelText<HTMLInputElement>(/Día/).value).toBe('03/11/2026');
    expect(screen.getByLabelText<HTMLInputElement>(/Cuándo/).value).toBe('23/11/2026 13:00');
  });
  it('save a date typed and submitted before the picker has arrived, and hand it to the picker', async () => {
    let saved: Values | null = null;
    render(<Harness values={{ day: '2026-11-03', at }} onSave={(v) => (saved = v)} />);
    // The picker has not been loaded yet in this file: the text goes into the plain input it replaces.
    const plain = screen.getByLabelText('Día *');
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: '9/10/2027' } });
    fireEvent.blur(plain);
    expect(plain.isConnected && !plain.closest('.react-datepicker-wrapper')).toBe(true);
    await act(async () => fireEvent.click(screen.getByText('Guardar')));
    await waitFor(() => expect(saved?.day).toBe('2027-10-09'));
    await waitFor(() => expect(screen.getByLabelText(/Día/).closest('.react-datepicker-wrapper')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByLabelText<HTMLInputElement>(/Día/).value).toBe('09/10/2027');
  });
  it('read a typed Spanish date as day/month and save it as an ISO day; a date-time as an instant', async () => {
    let saved: Values | null = null;
    render(<Harness values={{ day: '2026-11-03', at }} onSave={(v) => (saved = v)} />);
    await arrive(/Día/);
    await arrive(/Cuándo/);
    type('Día *', '5/1/2027');
    type('Cuándo *', '24/12/2026 9:30');
    expect(screen.getByLabelText<HTMLInputElement>(/Día/).value).toBe('05/01/2027');
    await act(async () => fireEvent.click(screen.getByText('Guardar')));
    await waitFor(() => expect(saved).toEqual({ day: '2027-01-05', at: new Date(2026, 11, 24, 9, 30).toISOString() }));
  });
  it('read the same text month first in English', async () => {
    let saved: Values | null = null;
    await i18n.changeLanguage('en');
    render(<Harness values={{ day: '2026-11-03', at }} onSave={(v) => (saved = v)} />);
    expect(screen.getByLabelText<HTMLInputElement>(/Día/).value).toBe('11/03/2026');
    await arrive(/Día/);
    type('Día *', '5/1/2027');
    await act(async () => fireEvent.click(screen.getByText('Guardar')));
    await waitFor(() => expect(saved?.day).toBe('2027-05-01'));
  });
  it('keep text that is no date and show the field error, instead of clearing it or saving the old date', async () => {
    let saved: Values | null = null;
    render(<Harness values={{ day: '2026-11-03', at }} onSave={(v) => (saved = v)} />);
    await arrive(/Día/);
    type('Día *', '31/02/2026');
    await act(async () => fireEvent.click(screen.getByText('Guardar')));
    expect(await screen.findByText('Escribe una fecha válida, como dd/mm/aaaa.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Día/).value).toBe('31/02/2026');
    expect(screen.getByLabelText(/Día/).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBeNull();
  });
  it('accept a typed date on Enter', async () => {
    render(<Harness values={{ day: '2026-11-03', at }} />);
    await arrive(/Día/);
    const input = screen.getByLabelText<HTMLInputElement>(/Día/);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '7/8/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('07/08/2026'));
  });
  it('take a typed date on Enter before the picker is there, without sending the form (as the picker does)', async () => {
    let saved: Values | null = null;
    render(<Harness values={{ day: '2026-11-03', at }} onSave={(v) => (saved = v)} />);
    // No focus, no pointer: the plain input, not the picker.
    const plain = screen.getByLabelText<HTMLInputElement>('Día *');
    fireEvent.change(plain, { target: { value: '7/8/2026' } });
    expect(fireEvent.keyDown(plain, { key: 'Enter' })).toBe(false);
    expect(plain.value).toBe('07/08/2026');
    expect(plain.closest('.react-datepicker-wrapper')).toBeNull();
    expect(saved).toBeNull();
  });
  it('an emptied required field says so', async () => {
    render(<Harness values={{ day: '2026-11-03', at }} />);
    type('Día *', '');
    await act(async () => fireEvent.click(screen.getByText('Guardar')));
    expect(await screen.findByText('Obligatorio.')).toBeTruthy();
  });
});
