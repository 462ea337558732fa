import { handleDialogKeys } from './dialog-keys';

function dialog() {
  document.body.innerHTML = `<div id="d" tabindex="-1"><button id="a">A</button><button disabled>X</button><input id="b" /></div><button id="out">Out</button>`;
  return document.getElementById('d')!;
}

const key = (key: string, shiftKey = false) => ({ key, shiftKey, preventDefault: jest.fn(), stopPropagation: jest.fn() });

describe('handleDialogKeys', () => {
  it('closes on Escape and keeps the key from outer panels', () => {
    const onClose = jest.fn();
    const event = key('Escape');
    handleDialogKeys(event, dialog(), onClose);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.stopPropagation).toHaveBeenCalled();
  });

  it('wraps Tab from the last control to the first', () => {
    const container = dialog();
    document.getElementById('b')!.focus();
    const event = key('Tab');
    handleDialogKeys(event, container, jest.fn());
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('a');
  });

  it('wraps Shift+Tab from the first control (or the dialog itself) to the last', () => {
    const container = dialog();
    container.focus();
    handleDialogKeys(key('Tab', true), container, jest.fn());
    expect(document.activeElement?.id).toBe('b');
  });

  it('leaves Tab alone between inner controls and other keys entirely', () => {
    const container = dialog();
    document.getElementById('a')!.focus();
    const tab = key('Tab');
    handleDialogKeys(tab, container, jest.fn());
    expect(tab.preventDefault).not.toHaveBeenCalled();
    const onClose = jest.fn();
    handleDialogKeys(key('Enter'), container, onClose);
    expect(onClose).not.toHaveBeenCalled();
  });
});
