const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/**
 * For a form panel's `onEntering` and `onEntered`: focus goes to its first field as soon as it shows
 * (what the person types while it slides in lands there, not on the panel), and again once it is in, unless
 * the person is already in one of its fields by then (their typing must not jump). react-bootstrap gives
 * focus back to what opened the panel when it closes.
 */
export function focusFirstField(panel: HTMLElement) {
  const active = document.activeElement;
  if (active && panel.contains(active) && active.matches(FIELDS)) return;
  panel.querySelector<HTMLElement>(FIELDS)?.focus({ preventScroll: true });
}
