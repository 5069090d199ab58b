// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Combobox, highlightParts } from './combobox';

afterEach(cleanup);

// By text: the marked part splits an option's text into elements.
const option = (text: string) => screen.getAllByRole('option').find((o) => o.textContent === text)!;

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Cherry'];

function Fruits({ onSelect = vi.fn() }: { onSelect?: (fruit: string) => void }) {
  const [text, setText] = useState('');
  const items = FRUITS.filter((f) => f.toLowerCase().includes(text.toLowerCase()));
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        value={text}
        onInputChange={setText}
        items={items}
        itemKey={(f) => f}
        itemText={(f) => f}
        onSelect={(f) => {
          setText(f);
          onSelect(f);
        }}
        emptyText="Nothing matches"
      />
    </>
  );
}

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightParts('Banana', 'AN')).toEqual([
      { text: 'B', match: false },
      { text: 'an', match: true },
      { text: 'an', match: true },
      { text: 'a', match: false },
    ]);
    expect(highlightParts('Cherry', ' ')).toEqual([{ text: 'Cherry', match: false }]);
  });
});

describe('Combobox', () => {
  it('opens as one types, moves with the arrows and takes the option on Enter', () => {
    const onSelect = vi.fn();
    render(<Fruits onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'ap' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Apricot']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('Apricot');
    expect(option('Apricot').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toBe('Apple');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('Apricot');
    expect((input as HTMLInputElement).value).toBe('Apricot');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, then clears on a second Escape', () => {
    render(<Fruits />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('an');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches, and a click takes an option', () => {
    const onSelect = vi.fn();
    render(<Fruits onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(screen.getByRole('status').textContent).toBe('Nothing matches');
    fireEvent.change(input, { target: { value: 'err' } });
    expect(option('Cherry').querySelector('mark')?.textContent).toBe('err');
    fireEvent.click(option('Cherry'));
    expect(onSelect).toHaveBeenCalledWith('Cherry');
  });
});
