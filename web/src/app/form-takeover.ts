/**
 * The sign-in entry's side of form-boot.mjs: what the person did in the prerendered form before
 * the entry arrived is done again once React has hydrated it.
 */

/** A submit or a button click the boot script held (form-boot.mjs). */
interface HeldAction {
  kind: 'submit' | 'click';
  target: Element;
}

declare global {
  interface Window {
    everlinkFormBoot?: { takeOver: () => HeldAction[] };
  }
}

const TYPED = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button])';

/** What has been typed into the page's fields, read just before hydration (which resets them). */
export function typedValues(root: HTMLElement): [HTMLInputElement, string][] {
  return [...root.querySelectorAll<HTMLInputElement>(TYPED)]
    .filter((input) => input.value !== '')
    .map((input) => [input, input.value]);
}

/**
 * After hydration: puts back what was typed (as typing would, so the form library hears it: it
 * has not seen those keys, and may even have reset the field as it registered it), stops the boot
 * script holding events, then sends the held submit and repeats the held clicks, in order.
 */
export function takeOverForm(typed: [HTMLInputElement, string][]): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [input, before] of typed) {
    if (!input.isConnected || !setValue) continue;
    const value = input.value || before;
    // React tracks `input.value =` and drops an input event that brings no change from what it
    // last saw: it is shown an empty field, then the prototype's setter puts the text back unseen.
    input.value = '';
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const held = window.everlinkFormBoot?.takeOver() ?? [];
  for (const action of held) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit' && action.target instanceof HTMLFormElement) action.target.requestSubmit();
    else if (action.target instanceof HTMLElement) action.target.click();
  }
}
