/**
 * The cover pages' scene: a dashboard window with a revenue chart and three floating cards (orders donut,
 * weekly bars, a teammate). Drawn with the theme's CSS variables, so it follows the skin.
 */
export function CoverIllustration({ className = '' }: { className?: string }) {
  const ring = 2 * Math.PI * 34;
  const arc = (share: number) => `${share * ring} ${ring}`;
  return (
    <svg className={`tb-ill ${className}`} viewBox="0 0 600 440" aria-hidden="true" focusable="false">
      <circle className="tb-ill-glow" cx="300" cy="220" r="205" />
      <rect className="tb-ill-primary" x="28" y="56" width="22" height="22" rx="6" opacity="0.55" />
      <rect className="tb-ill-warning" x="556" y="214" width="16" height="16" rx="4" opacity="0.7" />
      <rect className="tb-ill-info" x="250" y="402" width="14" height="14" rx="4" opacity="0.6" />

      {/* The dashboard window */}
      <g className="tb-ill-card">
        <rect className="tb-ill-surface" x="70" y="70" width="420" height="290" rx="18" />
        <path className="tb-ill-line" d="M70 102h420" />
        <circle className="tb-ill-danger" cx="94" cy="86" r="5" />
        <circle className="tb-ill-warning" cx="110" cy="86" r="5" />
        <circle className="tb-ill-success" cx="126" cy="86" r="5" />
        <rect className="tb-ill-primary-soft" x="82" y="116" width="84" height="22" rx="7" />
        <rect className="tb-ill-primary" x="92" y="124" width="52" height="6" rx="3" />
        {[154, 178, 202, 226, 250].map((y, i) => (
          <rect key={y} className="tb-ill-muted" x="92" y={y} width={i % 2 ? 44 : 60} height="6" rx="3" />
        ))}
        <path className="tb-ill-line" d="M176 102v258" />

        {/* Three stat tiles */}
        {[
          { x: 190, tone: 'primary' },
          { x: 289, tone: 'success' },
          { x: 388, tone: 'warning' },
        ].map(({ x, tone }) => (
          <g key={x}>
            <rect className="tb-ill-soft" x={x} y="116" width="88" height="56" rx="10" />
            <circle className={`tb-ill-${tone}`} cx={x + 18} cy="134" r="8" opacity="0.85" />
            <rect className="tb-ill-muted" x={x + 32} y="130" width="42" height="7" rx="3.5" />
            <rect className="tb-ill-strong" x={x + 12} y="152" width="58" height="9" rx="4.5" />
          </g>
        ))}

        {/* Revenue chart */}
        <rect className="tb-ill-soft" x="190" y="186" width="286" height="160" rx="12" />
        <rect className="tb-ill-strong" x="204" y="200" width="70" height="8" rx="4" />
        <rect className="tb-ill-muted" x="410" y="200" width="52" height="8" rx="4" />
        {[236, 268, 300].map((y) => (
          <path key={y} className="tb-ill-grid" d={`M204 ${y}h258`} />
        ))}
        <path className="tb-ill-area" d="M204 310 L240 290 L276 298 L312 258 L348 270 L384 232 L420 246 L462 214 L462 332 L204 332 Z" />
        <path className="tb-ill-stroke" d="M204 310 L240 290 L276 298 L312 258 L348 270 L384 232 L420 246 L462 214" />
        <circle className="tb-ill-surface tb-ill-stroke" cx="384" cy="232" r="6" />
      </g>

      {/* Orders donut */}
      <g className="tb-ill-card">
        <rect className="tb-ill-surface" x="418" y="22" width="156" height="136" rx="14" />
        <circle className="tb-ill-ring" cx="496" cy="80" r="34" />
        <g transform="rotate(-90 496 80)">
          <circle className="tb-ill-arc tb-ill-arc-primary" cx="496" cy="80" r="34" strokeDasharray={arc(0.52)} />
          <circle className="tb-ill-arc tb-ill-arc-success" cx="496" cy="80" r="34" strokeDasharray={arc(0.26)} strokeDashoffset={-0.52 * ring} />
          <circle className="tb-ill-arc tb-ill-arc-warning" cx="496" cy="80" r="34" strokeDasharray={arc(0.12)} strokeDashoffset={-0.78 * ring} />
        </g>
        <circle className="tb-ill-primary" cx="440" cy="138" r="4" />
        <rect className="tb-ill-muted" x="450" y="135" width="30" height="6" rx="3" />
        <circle className="tb-ill-success" cx="500" cy="138" r="4" />
        <rect className="tb-ill-muted" x="510" y="135" width="30" height="6" rx="3" />
      </g>

      {/* Weekly bars */}
      <g className="tb-ill-card">
        <rect className="tb-ill-surface" x="28" y="296" width="186" height="104" rx="14" />
        <rect className="tb-ill-strong" x="46" y="312" width="64" height="8" rx="4" />
        <rect className="tb-ill-success-soft" x="160" y="309" width="38" height="14" rx="7" />
        <path className="tb-ill-success-stroke" d="M167 319l5-5 5 5M182 316h9" />
        {[22, 34, 18, 40, 28, 44, 26].map((height, i) => (
          <rect
            key={i}
            className={i === 5 ? 'tb-ill-primary' : 'tb-ill-primary-soft'}
            x={48 + i * 22}
            y={384 - height}
            width="14"
            height={height}
            rx="4"
          />
        ))}
      </g>

      {/* A teammate, approved */}
      <g className="tb-ill-card">
        <rect className="tb-ill-surface" x="396" y="324" width="178" height="72" rx="14" />
        <circle className="tb-ill-info-soft" cx="428" cy="360" r="18" />
        <circle className="tb-ill-info" cx="428" cy="354" r="6" />
        <path className="tb-ill-info" d="M416 371a12 10 0 0 1 24 0z" />
        <rect className="tb-ill-strong" x="456" y="348" width="72" height="8" rx="4" />
        <rect className="tb-ill-muted" x="456" y="364" width="50" height="6" rx="3" />
        <circle className="tb-ill-success" cx="550" cy="360" r="11" />
        <path className="tb-ill-check" d="M545 360l4 4 7-8" />
      </g>
    </svg>
  );
}
