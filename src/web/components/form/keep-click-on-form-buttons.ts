/**
 * A field checked when it is left shows its error as soon as the mouse button goes down on the form's submit (or
 * "next") button; the message pushes the button down, the release lands beside it and the click is lost. Pressing
 * a form's button while one of that form's fields has focus therefore leaves the focus where it is: the click goes
 * through, the submit checks every field and focuses the first one in error. Keyboard use is untouched.
 */
export function keepClickOnFormButtons(root: Document = document) {
  root.addEventListener('mousedown', (event) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    const focused = root.activeElement;
    if (!button?.form || button.disabled || !(focused instanceof HTMLElement) || !focused.matches('input, select, textarea')) return;
    if ((focused as HTMLInputElement).form === button.form) event.preventDefault();
  });
}
