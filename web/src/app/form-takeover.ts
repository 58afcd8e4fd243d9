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
 * Sets an input's value as typing would, so React hands the form library an input event: React
 * tracks `input.value =` and drops an input event that brings no change from what it last saw, so
 * it is shown `seen` first, then the prototype's setter puts the value in unseen.
 */
function typeInto(input: HTMLInputElement, seen: string, value: string): void {
  input.value = seen;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After hydration: puts back what was typed, stops the boot script holding events, then sends the
 * held submit and repeats the held clicks, in order.
 *
 * The form library has not seen those keys, and may have reset a field as it registered it, or
 * kept the text and counted it as a change without telling the page: react-hook-form does the
 * latter with text typed before the form was ready, so its `isDirty` stays false for the page, and
 * the unsaved-changes guard would let the person leave without asking. So every typed field is
 * emptied first, then filled: the form hears each field go back to where it started, then the
 * text arrive, a change it reports like any typing.
 */
export function takeOverForm(typed: [HTMLInputElement, string][]): void {
  const live = typed
    .filter(([input]) => input.isConnected)
    .map(([input, before]) => [input, input.value || before] as const);
  for (const [input, value] of live) typeInto(input, value, '');
  for (const [input, value] of live) typeInto(input, '', value);
  const held = window.everlinkFormBoot?.takeOver() ?? [];
  for (const action of held) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit' && action.target instanceof HTMLFormElement) action.target.requestSubmit();
    else if (action.target instanceof HTMLElement) action.target.click();
  }
}
