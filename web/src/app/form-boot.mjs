/* global document, window, Element -- it runs in the page (the boot script), not in Node */
// The prerendered sign-in and sign-up forms, usable before their script (the sign-in entry,
// auth-main.tsx) has arrived: the boot script runs `holdForm` from its source text, so it refers
// to nothing outside itself. Plain JavaScript for the same reason as session-hint.mjs.

/**
 * Enables the prerendered form (it is built disabled, so a page without JavaScript sends nothing)
 * and starts the sign-in entry on the first focus, key, tap or typing in the page, or through
 * `schedule` (after the first paint) where the page is to start by itself. Until the entry takes
 * over, a submit is held (never sent as a plain HTML form: it would put the password in the
 * address) and so is a click on a button (the sign-in method, Google): both are done again once
 * the form is the app's (`window.everlinkFormBoot.takeOver()`, form-takeover.ts).
 * @param {HTMLElement} root the page's #root
 * @param {() => void} start imports the sign-in entry
 * @param {((begin: () => void) => void) | null} schedule starts it by itself, or null to wait for use
 */
export function holdForm(root, start, schedule) {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    start();
  };
  /** @type {{ kind: 'submit' | 'click', target: Element }[]} */
  const held = [];
  /** @param {Event} event */
  const inside = (event) => event.target instanceof Element && root.contains(event.target);
  /** @param {Event} event */
  const onSubmit = (event) => {
    if (!inside(event)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', target: /** @type {Element} */ (event.target) });
    begin();
  };
  /** @param {Event} event */
  const onClick = (event) => {
    const button = inside(event) ? /** @type {Element} */ (event.target).closest('button') : null;
    // A submit button's click goes on to the form's submit, which is held above.
    if (!button || button.type === 'submit') return;
    event.stopPropagation();
    held.push({ kind: 'click', target: button });
    begin();
  };
  /** @param {Event} event */
  const onUse = (event) => {
    if (inside(event)) begin();
  };
  const uses = ['focusin', 'pointerdown', 'keydown', 'input'];
  // Capturing on the document runs before React's listeners on #root: nothing is done twice.
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  for (const type of uses) document.addEventListener(type, onUse, true);
  for (const fieldset of root.querySelectorAll('fieldset[disabled]')) fieldset.removeAttribute('disabled');
  /** @type {any} */ (window).everlinkFormBoot = {
    takeOver() {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
      for (const type of uses) document.removeEventListener(type, onUse, true);
      return held.splice(0);
    },
  };
  if (schedule) schedule(begin);
}
