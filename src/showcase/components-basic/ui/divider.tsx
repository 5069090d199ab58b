import type { ReactNode } from 'react';

export type DividerPosition = 'start' | 'center' | 'end';
export type DividerStyle = 'solid' | 'dashed' | 'dotted';

/** A rule across its container, with an optional text set at its start, centre or end (logical sides: RTL mirrors it). */
export function Divider({ children, position = 'center', lineStyle = 'solid', variant }: { children?: ReactNode; position?: DividerPosition; lineStyle?: DividerStyle; variant?: string }) {
  const colour = variant ? `tb-divider-${variant}` : '';
  return (
    // A separator's content is not read out, so only a bare rule is one; a rule with words stays plain text.
    <div className={`tb-divider tb-divider-${position} tb-divider-${lineStyle} ${colour}`} role={children ? undefined : 'separator'}>
      {children && <span className="tb-divider-text">{children}</span>}
    </div>
  );
}
