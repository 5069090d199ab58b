interface LogoProps {
  size?: number;
  className?: string;
  title?: string;
}

/** The Tablero mark: a board of four tiles, one lifted. Used in the navbar, auth pages, spinner and favicon. */
export function Logo({ size = 32, className, title }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className={className} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="var(--bs-primary, #6d5dfc)" />
      <rect x="8" y="8" width="7" height="7" rx="2" fill="#fff" />
      <rect x="17" y="8" width="7" height="7" rx="2" fill="#fff" opacity="0.65" />
      <rect x="8" y="17" width="7" height="7" rx="2" fill="#fff" opacity="0.65" />
      <rect x="17" y="17" width="7" height="7" rx="2" fill="#fff" />
    </svg>
  );
}
