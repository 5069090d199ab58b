// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { keepClickOnFormButtons } from './keep-click-on-form-buttons';

function press(target: Element, button = 0) {
  const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('keepClickOnFormButtons', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <form id="a"><input id="name"><button id="send" type="submit"><span id="label">Enviar</span></button><button id="off" disabled>No</button></form>
      <form id="b"><input id="other"><button id="next" type="button">Siguiente</button></form>
      <button id="outside">Fuera</button>`;
    keepClickOnFormButtons(document);
  });

  it('keeps the focus in a field when a button of its own form is pressed, so the button does not move mid-click', () => {
    document.getElementById('name')!.focus();
    expect(press(document.getElementById('send')!)).toBe(true);
    expect(press(document.getElementById('label')!)).toBe(true);
  });

  it('lets the focus move for another form’s button, a button outside forms, a disabled button, the other mouse buttons and when no field has focus', () => {
    document.getElementById('name')!.focus();
    expect(press(document.getElementById('next')!)).toBe(false);
    expect(press(document.getElementById('outside')!)).toBe(false);
    expect(press(document.getElementById('off')!)).toBe(false);
    expect(press(document.getElementById('send')!, 2)).toBe(false);
    (document.activeElement as HTMLElement).blur();
    expect(press(document.getElementById('send')!)).toBe(false);
  });
});
