/** A locked window: the content is there, but this role may not open it. */
export function LockedIllustration() {
  return (
    <svg className="tb-misc-ill" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className="tb-misc-glow" cx="160" cy="120" r="104" />
      <g className="tb-misc-card">
        <rect className="tb-misc-surface" x="66" y="40" width="188" height="136" rx="14" />
        <path className="tb-misc-line" d="M66 66h188" />
        <circle className="tb-misc-danger" cx="86" cy="53" r="4.5" />
        <circle className="tb-misc-warning" cx="100" cy="53" r="4.5" />
        <circle className="tb-misc-success" cx="114" cy="53" r="4.5" />
        <rect className="tb-misc-muted" x="86" y="84" width="96" height="8" rx="4" />
        <rect className="tb-misc-muted" x="86" y="100" width="148" height="8" rx="4" />
        <rect className="tb-misc-muted" x="86" y="116" width="120" height="8" rx="4" />
      </g>
      <path className="tb-misc-shackle" d="M138 150v-16a22 22 0 0 1 44 0v16" />
      <g className="tb-misc-card">
        <rect className="tb-misc-primary" x="122" y="146" width="76" height="60" rx="12" />
        <circle className="tb-misc-surface" cx="160" cy="170" r="7.5" />
        <rect className="tb-misc-surface" x="156.5" y="172" width="7" height="18" rx="3.5" />
      </g>
      <circle className="tb-misc-danger" cx="250" cy="44" r="15" />
      <path className="tb-misc-cross" d="M244 38l12 12M256 38l-12 12" />
    </svg>
  );
}

/** A page with a missing block, and a magnifier that cannot find it. */
export function NotFoundIllustration() {
  return (
    <svg className="tb-misc-ill" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className="tb-misc-glow" cx="160" cy="120" r="104" />
      <g className="tb-misc-card">
        <rect className="tb-misc-surface" x="60" y="32" width="152" height="176" rx="14" />
        <rect className="tb-misc-strong" x="78" y="52" width="70" height="9" rx="4.5" />
        <rect className="tb-misc-placeholder" x="78" y="74" width="116" height="64" rx="8" />
        <rect className="tb-misc-muted" x="78" y="152" width="116" height="7" rx="3.5" />
        <rect className="tb-misc-muted" x="78" y="166" width="90" height="7" rx="3.5" />
        <rect className="tb-misc-muted" x="78" y="180" width="102" height="7" rx="3.5" />
      </g>
      <path className="tb-misc-handle" d="M241 167l30 30" />
      <g className="tb-misc-card">
        <circle className="tb-misc-lens" cx="214" cy="138" r="40" />
        <path className="tb-misc-question" d="M202 128a12 12 0 1 1 17 11c-3.5 1.8-5 4-5 8" />
        <circle className="tb-misc-primary" cx="214" cy="158" r="3.5" />
      </g>
    </svg>
  );
}
