// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ComponentProps } from 'react';
import { Pager } from './pager';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: {
      es: {
        translation: {
          common: { showing: 'Mostrando {{from}} a {{to}} de {{total}}', pagination: 'Paginación', previousPage: 'Página anterior', nextPage: 'Página siguiente', firstPage: 'Primera página', lastPage: 'Última página' },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderPager(props: Partial<ComponentProps<typeof Pager>> = {}) {
  const onPage = vi.fn();
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Pager page={3} perPage={10} total={95} onPage={onPage} {...props} />
    </I18nextProvider>,
  );
  return { onPage, container };
}

describe('Pager', () => {
  it('writes the numbers of the summary as the language does', () => {
    renderPager({ page: 10_000, total: 100_000 });
    expect(screen.getByText('Mostrando 99.991 a 100.000 de 100.000')).toBeTruthy();
  });

  it('shows the summary and the current page, and moves to its neighbours', () => {
    const { onPage } = renderPager();
    expect(screen.getByText('Mostrando 21 a 30 de 95')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Primera página' })).toBeNull();
  });

  it('jumps to the first and last pages when asked, disabled at the ends', () => {
    const { onPage } = renderPager({ edges: true, page: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Última página' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveProperty('disabled', true);
  });

  it('takes a size and, without the summary, an alignment', () => {
    const { container } = renderPager({ size: 'lg', summary: false, align: 'center' });
    expect(container.querySelector('.pagination')?.classList.contains('pagination-lg')).toBe(true);
    expect(container.firstElementChild?.classList.contains('justify-content-center')).toBe(true);
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });
});
