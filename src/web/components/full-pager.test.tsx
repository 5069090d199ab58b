// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FullPager } from './full-pager';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: {
      es: {
        translation: {
          common: {
            showing: 'Mostrando {{from}} a {{to}} de {{total}}',
            pagination: 'Paginación',
            previousPage: 'Página anterior',
            nextPage: 'Página siguiente',
            firstPage: 'Primera página',
            lastPage: 'Última página',
            goToPage: 'Ir a la página',
            go: 'Ir',
            perPage: 'Filas por página',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const renderPager = (props: Partial<Parameters<typeof FullPager>[0]> = {}) => {
  const onPage = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FullPager page={5} perPage={10} total={237} onPage={onPage} {...props} />
    </I18nextProvider>,
  );
  return onPage;
};

describe('FullPager', () => {
  it('shows the range and the pages around the current one, small and without extras by default', () => {
    renderPager();
    expect(screen.getByText('Mostrando 41 a 50 de 237')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Página anterior', '1', '4', '5', '6', '24', 'Página siguiente']);
    expect(screen.getByRole('list').className).toContain('pagination-sm');
    expect(screen.queryByRole('button', { name: 'Primera página' })).toBeNull();
    expect(screen.queryByLabelText('Ir a la página')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('draws the sizes Bootstrap has', () => {
    renderPager({ size: 'lg' });
    expect(screen.getByRole('list').className).toContain('pagination-lg');
    cleanup();
    renderPager({ size: 'md' });
    expect(screen.getByRole('list').className).not.toMatch(/pagination-(sm|lg)/);
  });

  it('goes to the first and last pages, disabled at the ends', () => {
    const onPage = renderPager({ edges: true });
    fireEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage.mock.calls).toEqual([[1], [24]]);
    cleanup();
    renderPager({ edges: true, page: 24 });
    expect(screen.getByRole('button', { name: 'Última página' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Primera página' })).toHaveProperty('disabled', false);
  });

  it('jumps to a typed page, kept within the pages there are', () => {
    const onPage = renderPager({ jump: true });
    const field = screen.getByLabelText('Ir a la página');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.submit(field);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.submit(field);
    expect(onPage.mock.calls).toEqual([[12], [24]]);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('offers a page size when asked', () => {
    const onChange = vi.fn();
    renderPager({ perPageChoice: { sizes: [10, 25, 50], onChange } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filas por página' }), { target: { value: '25' } });
    expect(onChange).toHaveBeenCalledWith(25);
  });
});
