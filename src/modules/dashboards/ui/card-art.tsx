/** A card's picture, drawn here: soft shapes in one of the theme's colours. */
export function CardArt({ variant }: { variant: 'primary' | 'info' | 'success' | 'warning' }) {
  return (
    <svg className="tb-card-art card-img-top" viewBox="0 0 320 120" role="presentation" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="120" fill={`var(--bs-${variant}-bg-subtle)`} />
      <circle cx="60" cy="100" r="60" fill={`var(--bs-${variant})`} opacity="0.35" />
      <circle cx="250" cy="20" r="45" fill={`var(--bs-${variant})`} opacity="0.25" />
      <path d="M0 90 Q80 50 160 80 T320 60 V120 H0z" fill={`var(--bs-${variant})`} opacity="0.5" />
    </svg>
  );
}
