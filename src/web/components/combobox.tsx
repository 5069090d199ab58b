import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.scss';

export interface ComboboxProps<T> {
  /** The input's id, for the label that names it (`<label htmlFor>`). */
  id?: string;
  /** What is typed. */
  value: string;
  onInputChange: (text: string) => void;
  /** The suggestions for what is typed (the caller filters them, locally or on a server). */
  items: readonly T[];
  itemKey: (item: T) => string | number;
  itemText: (item: T) => string;
  /** A choice: the input then holds the item's text. */
  onSelect: (item: T) => void;
  /** More under an item's text (a rank, a code…). */
  itemDetail?: (item: T) => ReactNode;
  /** Shown in the list while suggestions are fetched. */
  loading?: boolean;
  loadingText?: string;
  /** Shown in the list when what is typed matches nothing. */
  emptyText: string;
  placeholder?: string;
  isInvalid?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'lg';
  /** Suggestions open from this many typed characters (0: on focus). */
  minChars?: number;
  onFocus?: () => void;
  'aria-describedby'?: string;
}

/** The text with the typed part marked, found case-insensitively. */
export function highlightParts(text: string, typed: string): { text: string; match: boolean }[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * A text input with a list of suggestions (the ARIA combobox pattern): the list opens as one types, arrow keys
 * move through it (the input keeps focus, `aria-activedescendant` names the option), Enter takes the option,
 * Escape closes the list (and, closed, clears the text); a click takes an option too.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { value, onInputChange, items, itemKey, itemText, onSelect, itemDetail, loading, loadingText, emptyText, placeholder, isInvalid, disabled, size, minChars = 1, onFocus } = props;
  const generated = useId();
  const id = props.id ?? `combobox-${generated}`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const enough = value.trim().length >= minChars;
  const expanded = open && enough;
  const activeIndex = active < items.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (item: T) => {
    onSelect(item);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    if (!expanded) {
      setOpen(true);
      setActive(step > 0 ? 0 : items.length - 1);
      return;
    }
    if (!items.length) return;
    setActive((activeIndex + step + items.length) % items.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && expanded && activeIndex >= 0) choose(items[activeIndex]);
    else if (event.key === 'Escape' && expanded) setOpen(false);
    else if (event.key === 'Escape' && value) onInputChange('');
    else if (event.key === 'Home' && expanded && items.length) setActive(0);
    else if (event.key === 'End' && expanded && items.length) setActive(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="tb-combobox position-relative">
      <input
        id={id}
        type="text"
        role="combobox"
        className={`form-control${size ? ` form-control-${size}` : ''}${isInvalid ? ' is-invalid' : ''}`}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={props['aria-describedby']}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          onFocus?.();
          if (minChars === 0) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className={`tb-combobox-list dropdown-menu${expanded && items.length ? ' show' : ''}`}>
        {expanded &&
          items.map((item, index) => (
            <li
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`dropdown-item${index === activeIndex ? ' active' : ''}`}
              // The input keeps focus while an option is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
            >
              <span className="text-truncate">
                {highlightParts(itemText(item), value).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
              </span>
              {itemDetail && <span className="tb-combobox-detail">{itemDetail(item)}</span>}
            </li>
          ))}
      </ul>
      <div className={`tb-combobox-list dropdown-menu${expanded && !items.length ? ' show' : ''}`} role="status">
        {expanded && !items.length && <span className="dropdown-item-text text-body-secondary">{loading ? loadingText : emptyText}</span>}
      </div>
    </div>
  );
}
