import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '@/web/hooks/use-list-query';

interface Props {
  label: string;
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (`undefined` when empty). */
  onChange: (value: string | undefined) => void;
}

/** A column's text filter: shows what is typed at once, tells the list when typing pauses; follows the URL on Reset or Back. */
export function TextFilter({ label, value, onChange }: Props) {
  const id = useId();
  const held = value ?? '';
  const [text, setText] = useState(held);
  const [seen, setSeen] = useState(held);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (seen !== held) {
    setSeen(held);
    if (text.trim() !== held) setText(held);
  }
  return (
    <div>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={text}
        maxLength={100}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(next.trim() || undefined), SEARCH_DELAY_MS);
        }}
      />
    </div>
  );
}
