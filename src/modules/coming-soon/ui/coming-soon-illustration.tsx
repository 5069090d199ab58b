/** A rocket on its launch pad beside a calendar, a few stars above. */
export function ComingSoonIllustration() {
  return (
    <svg className="tb-misc-ill" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className="tb-misc-glow" cx="160" cy="120" r="104" />
      <circle className="tb-misc-warning" cx="74" cy="52" r="3" />
      <circle className="tb-misc-primary" cx="250" cy="40" r="4" />
      <circle className="tb-misc-success" cx="272" cy="96" r="3" />
      <g className="tb-misc-card">
        <rect className="tb-misc-surface" x="48" y="92" width="92" height="96" rx="12" />
        <rect className="tb-misc-primary" x="48" y="92" width="92" height="24" rx="12" />
        <rect className="tb-misc-primary" x="48" y="104" width="92" height="12" />
        <rect className="tb-misc-muted" x="62" y="128" width="16" height="12" rx="3" />
        <rect className="tb-misc-muted" x="86" y="128" width="16" height="12" rx="3" />
        <rect className="tb-misc-muted" x="110" y="128" width="16" height="12" rx="3" />
        <rect className="tb-misc-muted" x="62" y="148" width="16" height="12" rx="3" />
        <rect className="tb-misc-success" x="86" y="148" width="16" height="12" rx="3" />
        <rect className="tb-misc-muted" x="110" y="148" width="16" height="12" rx="3" />
        <rect className="tb-misc-muted" x="62" y="168" width="16" height="8" rx="3" />
      </g>
      <g className="tb-misc-card">
        <path className="tb-misc-primary" d="M214 30c20 16 30 44 30 76v52h-60v-52c0-32 10-60 30-76z" />
        <circle className="tb-misc-surface" cx="214" cy="92" r="13" />
        <path className="tb-misc-danger" d="M184 124l-18 30v20l18-10zM244 124l18 30v20l-18-10z" />
        <path className="tb-misc-warning" d="M196 160h36l-8 30-10 16-10-16z" />
      </g>
      <path className="tb-misc-line" d="M40 208h240" />
    </svg>
  );
}
