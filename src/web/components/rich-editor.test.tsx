// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RichEditor } from './rich-editor';

afterEach(cleanup);

describe('RichEditor', () => {
  it('edits with a toolbar by default', async () => {
    render(<RichEditor initialValue="<p>Hola</p>" label="Cuerpo" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Cuerpo' });
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('true'));
    expect(screen.getByRole('toolbar')).toBeTruthy();
  });

  it('read-only: shows the text, takes no edits and draws no toolbar', async () => {
    render(<RichEditor initialValue="<p>Solo lectura</p>" label="Vista" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Vista' });
    await waitFor(() => expect(box.textContent).toBe('Solo lectura'));
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
