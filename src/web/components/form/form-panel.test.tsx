// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import { Field } from './field';
import { FormPanel } from './form-panel';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: {
      es: {
        translation: {
          common: { cancel: 'Cancelar', close: 'Cerrar', networkError: 'Sin conexión.', unexpectedError: 'Error inesperado.' },
          validation: { required: 'Este campo es obligatorio.', invalid_email: 'Escribe un correo válido.', email_taken: 'Ese correo ya está en uso.', too_long: 'Como máximo {{maximum}} caracteres.' },
          people: { nameRequired: 'Escribe el nombre.' },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(10, 'At most 10 characters'),
  email: z.string().trim().pipe(z.email({ message: 'Enter a valid email' })),
});

function Person({ onSubmit, onClose = () => undefined, requireChange }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown>; onClose?: () => void; requireChange?: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FormPanel as="modal" show onClose={onClose} title="Nueva persona" schema={schema} defaultValues={{ name: '', email: '' }} onSubmit={onSubmit} fields={['name', 'email']} submitLabel="Guardar" requireChange={requireChange}>
        {(form) => (
          <>
            <Field name="name" label="Nombre" required messages={{ required: 'people.nameRequired' }} hint="Como aparece en las facturas.">
              {(control, id) => <Form.Control id={id} {...form.register('name')} {...control} />}
            </Field>
            <Field name="email" label="Correo">
              {(control, id) => <Form.Control id={id} {...form.register('email')} {...control} />}
            </Field>
          </>
        )}
      </FormPanel>
    </I18nextProvider>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids[ids.length - 1])?.textContent ?? '';
};

describe('FormPanel with Field', () => {
  it('labels each control and ties its hint and error to it', () => {
    render(<Person onSubmit={vi.fn()} />);
    const name = screen.getByLabelText(/Nombre/);
    expect(name.getAttribute('aria-required')).toBe('true');
    const described = name.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(described[0])?.textContent).toBe('Como aparece en las facturas.');
    expect(screen.getByRole('dialog', { name: 'Nueva persona' })).toBeTruthy();
  });

  it('shows translated errors under their fields on submit, the field’s own key first, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Person onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: 'no-es-correo' } });
    submit();
    const name = screen.getByLabelText(/Nombre/);
    await waitFor(() => expect(errorOf(name)).toBe('Escribe el nombre.'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText('Correo'))).toBe('Escribe un correo válido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field once it has been left, with the numbers of the rule', async () => {
    render(<Person onSubmit={vi.fn()} />);
    const name = screen.getByLabelText(/Nombre/);
    fireEvent.change(name, { target: { value: 'Un nombre demasiado largo' } });
    fireEvent.blur(name);
    await waitFor(() => expect(errorOf(name)).toBe('Como máximo 10 caracteres.'));
  });

  it('puts the focus in the first field once it has opened', () => {
    vi.useFakeTimers();
    render(<Person onSubmit={vi.fn()} />);
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(screen.getByLabelText(/Nombre/));
  });

  it('leaves the focus where the person put it while the panel was still opening', () => {
    vi.useFakeTimers();
    render(<Person onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Correo');
    act(() => email.focus());
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(email);
  });

  it('keeps Save disabled until a value changes, when asked to', async () => {
    render(<Person onSubmit={vi.fn()} requireChange />);
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: 'ana@example.com' } });
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('sends the parsed values and closes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const onClose = vi.fn();
    render(<Person onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: '  Ana ' } });
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: 'ana@example.com' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
  });

  it('puts a 400’s issues on their fields and the rest in an alert, and stays open', async () => {
    const onClose = vi.fn();
    const refused = {
      status: 400,
      data: {
        message: 'Invalid',
        issues: [
          { path: 'body.person.email', code: 'email_taken', message: 'This email is already in use.' },
          { path: 'body.quota', code: 'server', message: 'La cuenta no admite más personas.' },
        ],
      },
    };
    render(<Person onSubmit={vi.fn().mockRejectedValue(refused)} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: 'ana@example.com' } });
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Correo'))).toBe('Ese correo ya está en uso.'));
    expect(screen.getByRole('alert').textContent).toBe('La cuenta no admite más personas.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', { status: 500, data: { message: 'boom' } }, 'Error inesperado.'],
    ['cannot be reached', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Sin conexión.'],
  ])('says so when the server %s', async (_, failure, text) => {
    render(<Person onSubmit={vi.fn().mockRejectedValue(failure)} />);
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: 'ana@example.com' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
});
