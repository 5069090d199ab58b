/** Only a path inside this app: `/x`, never `//host` or `/\host`, which browsers treat as another site. */
export function localRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `?redirect=…` carried over when moving between login and register, so the destination is not lost. */
export function keepRedirect(params: URLSearchParams): string {
  const redirect = localRedirect(params.get('redirect'));
  return redirect ? `?${new URLSearchParams({ redirect })}` : '';
}
