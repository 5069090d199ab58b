// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DateInput } from './date-input';
import { LazyDateInput } from './lazy-date-input';

const i18n = createInstance();
beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: { common: { time: 'Hora', datePicker: { previousMonth: 'Mes anterior', nextMonth: 'Mes siguiente', chooseDay: 'Elegir el', unavailableDay: 'No disponible:' } } } } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const day = (name: RegExp) => screen.getAllByRole('gridcell').find((option) => name.test(option.getAttribute('aria-label') ?? ''));

describe('the date input’s limits', () => {
  it('offers no day before min, after max or refused by isDayAllowed', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DateInput id="d" value="2026-11-18" onChange={() => {}} min="2026-11-10" max="2026-11-25" isDayAllowed={(d) => d.getDay() !== 0} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('textbox'));
    expect(day(/9 de noviembre de 2026/)?.getAttribute('aria-disabled')).toBe('true');
    expect(day(/26 de noviembre de 2026/)?.getAttribute('aria-disabled')).toBe('true');
    // 22 November 2026 is a Sunday.
    expect(day(/22 de noviembre de 2026/)?.getAttribute('aria-disabled')).toBe('true');
    expect(day(/18 de noviembre de 2026/)?.getAttribute('aria-disabled')).toBe('false');
  });

  it('names its days and buttons in the interface language', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DateInput id="d" value="2026-11-18" onChange={() => {}} max="2026-11-25" />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('textbox'));
    expect(day(/18 de noviembre de 2026/)?.getAttribute('aria-label')).toMatch(/^Elegir el /);
    expect(day(/26 de noviembre de 2026/)?.getAttribute('aria-label')).toMatch(/^No disponible: /);
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeTruthy();
  });

  it('is disabled before and after the picker arrives', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LazyDateInput id="d" value="2026-11-18" onChange={() => {}} disabled />
      </I18nextProvider>,
    );
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });
});
