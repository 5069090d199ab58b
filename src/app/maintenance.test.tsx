// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { setApiFetch } from '@/web/api/api-fetch';
import { baseQueryWithReauth } from '@/web/api/base-query';
import { isMaintenanceAnswer, MAINTENANCE_EVENT } from '@/web/api/maintenance';
import MaintenancePage from '@/web/pages/misc/maintenance-page';
import { useMaintenanceRedirect } from './maintenance-watch';
import { paths } from './paths';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server answers every call with what `answer` gives, whatever was asked (the client is handed whole addresses: Node's Request takes no relative one). */
function serverAnswers(answer: () => Response) {
  setApiFetch(async () => answer());
}

const queryApi = { signal: new AbortController().signal, abort: () => undefined, dispatch: () => undefined, getState: () => ({}), extra: undefined, endpoint: 'probe', type: 'query' } as unknown as BaseQueryApi;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Watched() {
  useMaintenanceRedirect();
  return <Where />;
}

afterEach(() => {
  cleanup();
  setApiFetch((...args) => fetch(...args));
});

describe('a maintenance answer', () => {
  it('is a 503 with the maintenance code, and nothing else', () => {
    expect(isMaintenanceAnswer(503, { message: 'x', code: 'maintenance' })).toBe(true);
    expect(isMaintenanceAnswer(503, { message: 'closing' })).toBe(false);
    expect(isMaintenanceAnswer(500, { code: 'maintenance' })).toBe(false);
  });

  it('makes the API client raise the maintenance event; another 503 does not', async () => {
    let raised = 0;
    const count = () => raised++;
    window.addEventListener(MAINTENANCE_EVENT, count);
    try {
      serverAnswers(() => json(503, { message: 'Under maintenance', code: 'maintenance' }));
      await baseQueryWithReauth('http://localhost/api/anything', queryApi, {});
      expect(raised).toBe(1);
      serverAnswers(() => json(503, { message: 'Service unavailable' }));
      await baseQueryWithReauth('http://localhost/api/anything', queryApi, {});
      expect(raised).toBe(1);
    } finally {
      window.removeEventListener(MAINTENANCE_EVENT, count);
    }
  });

  it('sends a signed-in page to the maintenance page, remembering where it was', async () => {
    render(
      <MemoryRouter initialEntries={['/apps/todo?q=x']}>
        <Routes>
          <Route path="*" element={<Watched />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/apps/todo?q=x');
    window.dispatchEvent(new Event(MAINTENANCE_EVENT));
    expect(await screen.findByText(`${paths.maintenance}?back=${encodeURIComponent('/apps/todo?q=x')}`)).toBeTruthy();
  });
});

describe('the maintenance page', () => {
  it('stays while the server is still under maintenance, and goes back once it is over', async () => {
    let maintenance = true;
    serverAnswers(() => json(200, { maintenance }));
    render(
      <MemoryRouter initialEntries={[`${paths.maintenance}?back=${encodeURIComponent('/apps/todo')}`]}>
        <Routes>
          <Route path={paths.maintenance} element={<MaintenancePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'misc.maintenance.tryAgain' }));
    expect(await screen.findByText('misc.maintenance.still')).toBeTruthy();

    maintenance = false;
    fireEvent.click(screen.getByRole('button', { name: 'misc.maintenance.tryAgain' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/apps/todo');
  });

  it('never goes back to another site', async () => {
    serverAnswers(() => json(200, { maintenance: false }));
    render(
      <MemoryRouter initialEntries={[`${paths.maintenance}?back=${encodeURIComponent('//evil.example/x')}`]}>
        <Routes>
          <Route path={paths.maintenance} element={<MaintenancePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'misc.maintenance.tryAgain' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });
});
