// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RowActions } from './row-actions';

afterEach(cleanup);

function renderActions(onEdit = vi.fn(), onDelete = vi.fn(), extra: Parameters<typeof RowActions>[0]['actions'] = []) {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <RowActions
              label="Acciones de Ana"
              actions={[
                { id: 'view', label: 'Ver', to: '/people/7' },
                { id: 'edit', label: 'Editar', onSelect: onEdit },
                false,
                { id: 'delete', label: 'Eliminar', onSelect: onDelete, danger: true },
                ...extra,
              ]}
            />
          }
        />
        <Route path="/people/7" element={<p>Ficha de Ana</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onEdit, onDelete };
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Acciones de Ana' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Acciones de Ana' })).toHaveProperty('ariaExpanded', 'true'));
};

describe('RowActions', () => {
  it('keeps its items behind one named button, closed until asked', () => {
    renderActions();
    const toggle = screen.getByRole('button', { name: 'Acciones de Ana' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Editar')).toBeNull();
  });

  it('runs a command, leaving out the actions given as false', async () => {
    const { onEdit, onDelete } = renderActions();
    await open();
    const items = document.querySelectorAll('[data-action]');
    expect([...items].map((i) => i.getAttribute('data-action'))).toEqual(['view', 'edit', 'delete']);
    expect(screen.getByText('Eliminar').closest('[data-action]')!.className).toContain('text-danger-emphasis');
    fireEvent.click(screen.getByText('Editar'));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('follows a link action', async () => {
    renderActions();
    await open();
    const view = screen.getByText('Ver').closest('a')!;
    expect(view.getAttribute('href')).toBe('/people/7');
    fireEvent.click(view);
    expect(await screen.findByText('Ficha de Ana')).toBeTruthy();
  });

  it('a disabled action does nothing', async () => {
    const onSuspend = vi.fn();
    renderActions(undefined, undefined, [{ id: 'suspend', label: 'Suspender', onSelect: onSuspend, disabled: true }]);
    await open();
    fireEvent.click(screen.getByText('Suspender'));
    expect(onSuspend).not.toHaveBeenCalled();
  });

  it('renders nothing when no action is left', () => {
    const { container } = render(<RowActions label="Acciones" actions={[false, null]} />);
    expect(container.innerHTML).toBe('');
  });
});
