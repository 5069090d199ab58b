import type { ReactNode } from 'react';

export type DividerPosition = 'start' | 'center' | 'end';
export type DividerStyle = 'solid' | 'dashed' | 'dotted';

/** A rule across its container, with an optional text set at its start, centre or end (logical sides: RTL mirrors it). */
export function Divider({ children, position = 'center', lineStyle = 'solid', variant }: { children?: ReactNode; position?: DividerPosition; lineStyle?: DividerStyle; variant?: string }) {
  const colour = variant ? `tb-divider-${variant}` : '';
  return (
    <div className={`tb-divider tb-divider-${position} tb-divider-${lineStyle} ${colour}`} role="separator" aria-orientation="horizontal">
      {children && <span className="tb-divider-text">{children}</span>}
    </div>
  );
}
