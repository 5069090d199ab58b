/** A window with its content taken apart: a wrench and a gear at work, and a warning sign beside it. */
export function MaintenanceIllustration() {
  return (
    <svg className="tb-misc-ill" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className="tb-misc-glow" cx="160" cy="120" r="104" />
      <g className="tb-misc-card">
        <rect className="tb-misc-surface" x="52" y="44" width="176" height="132" rx="14" />
        <path className="tb-misc-line" d="M52 70h176" />
        <circle className="tb-misc-danger" cx="72" cy="57" r="4.5" />
        <circle className="tb-misc-warning" cx="86" cy="57" r="4.5" />
        <circle className="tb-misc-success" cx="100" cy="57" r="4.5" />
        <rect className="tb-misc-muted" x="72" y="88" width="84" height="8" rx="4" />
        <rect className="tb-misc-placeholder" x="72" y="106" width="60" height="50" rx="8" />
        <rect className="tb-misc-muted" x="144" y="106" width="64" height="8" rx="4" />
        <rect className="tb-misc-muted" x="144" y="122" width="48" height="8" rx="4" />
      </g>
      <g className="tb-misc-card">
        <path
          className="tb-misc-primary"
          d="M226 130l8-2 3-9-5-7 7-7 7 5 9-3 2-8h10l2 8 9 3 7-5 7 7-5 7 3 9 8 2v10l-8 2-3 9 5 7-7 7-7-5-9 3-2 8h-10l-2-8-9-3-7 5-7-7 5-7-3-9-8-2z"
        />
        <circle className="tb-misc-surface" cx="256" cy="135" r="13" />
      </g>
      <path className="tb-misc-handle" d="M120 198l44-44" />
      <path className="tb-misc-wrench" d="M158 136a20 20 0 0 1 26 26l-10-2-6 6 2 10a20 20 0 0 1-26-26z" />
      <g className="tb-misc-card">
        <path className="tb-misc-warning" d="M60 206l22-38 22 38z" strokeLinejoin="round" />
        <rect className="tb-misc-strong" x="80" y="182" width="4" height="12" rx="2" />
        <circle className="tb-misc-strong" cx="82" cy="199" r="2.4" />
      </g>
    </svg>
  );
}
