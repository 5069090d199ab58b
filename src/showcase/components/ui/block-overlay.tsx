import type { ReactNode } from 'react';

/**
 * Blocks what it wraps while `blocked`: the content stays visible under a veil with a spinner and can be neither
 * clicked nor reached by keyboard (`inert`); `aria-busy` tells assistive technology it is being updated.
 */
export function BlockOverlay({ blocked, label, children }: { blocked: boolean; label: string; children: ReactNode }) {
  return (
    <div className="tb-block position-relative" aria-busy={blocked}>
      <div inert={blocked}>{children}</div>
      {blocked && (
        <div className="tb-block-overlay" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="fw-medium">{label}</span>
        </div>
      )}
    </div>
  );
}
