import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { icons, type LucideIcon } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconButton } from './icon-button';
import { matches, type CopyAs } from './icon-names';

// This module carries lucide's whole set: the icons page loads it only once a person turns to the icons.
const ALL: [string, LucideIcon][] = Object.entries(icons);

const CELL = 96;

interface IconLibraryProps {
  query: string;
  copyAs: CopyAs;
  /** Told how many icons match, whenever that changes. */
  onCount: (found: number, total: number) => void;
}

/** Every lucide icon that matches the query, in a grid whose rows are drawn only while they are in view. */
export default function IconLibrary({ query, copyAs, onCount }: IconLibraryProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(6);
  const found = useMemo(() => (query.trim() ? ALL.filter(([name]) => matches(name, query)) : ALL), [query]);
  const rows = Math.ceil(found.length / columns);

  useEffect(() => onCount(found.length, ALL.length), [found.length, onCount]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const fit = () => setColumns(Math.max(2, Math.floor(el.clientWidth / CELL)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The virtualiser hands back fresh functions each render: this component is left to plain React, not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => CELL, overscan: 3 });

  if (found.length === 0) return <p className="text-body-secondary text-center py-5 mb-0">{t('showcase.icons.none', { query })}</p>;

  return (
    <div ref={scroller} className="tb-icon-scroller" tabIndex={-1} data-testid="icon-library">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((row) => (
          <ul key={row.key} className="tb-icon-row list-unstyled mb-0" style={{ height: row.size, transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {found.slice(row.index * columns, (row.index + 1) * columns).map(([name, Icon]) => (
              <li key={name}>
                <IconButton name={name} Icon={Icon} copyAs={copyAs} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
