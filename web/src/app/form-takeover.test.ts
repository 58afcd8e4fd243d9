import { afterEach, describe, expect, it } from 'vitest';
import { takeOverForm, typedValues } from './form-takeover';
import { holdForm } from './form-boot.mjs';

/** A prerendered form page as the boot script leaves it: held by `holdForm`, its entry not yet there. */
function page() {
  const root = document.createElement('div');
  root.innerHTML =
    '<fieldset disabled><form><input name="email" type="email"><input name="password" type="password">' +
    '<input type="checkbox" name="keep"><button type="button">Email link</button><button type="submit">Sign in</button></form></fieldset>';
  document.body.replaceChildren(root);
  let started = 0;
  holdForm(root, () => (started += 1), null);
  const [email, password] = root.querySelectorAll('input');
  return { root, form: root.querySelector('form')!, email, password, started: () => started };
}

afterEach(() => {
  delete window.everlinkFormBoot;
  document.body.replaceChildren();
});

describe('taking over a prerendered form', () => {
  it('puts back what was typed before hydration reset the fields: each emptied, then filled, as input the page hears', () => {
    const { root, email, password } = page();
    email.value = 'ada@example.com';
    password.value = 'analytical';
    const typed = typedValues(root);
    expect(typed.map(([input, value]) => [input.name, value])).toEqual([
      ['email', 'ada@example.com'],
      ['password', 'analytical'],
    ]);
    // Hydration's form library resets a field as it registers it.
    email.value = '';
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    takeOverForm(typed);
    expect(email.value).toBe('ada@example.com');
    expect(password.value).toBe('analytical');
    // Emptied first: a form that kept the text, counting it as a change it never reported, hears it arrive.
    expect(heard).toEqual(['', '', 'ada@example.com', 'analytical']);
  });

  it('repeats the held click and sends the held submit once the page is the app’s, in order', () => {
    const { root, form, started } = page();
    const emailLink = root.querySelector<HTMLButtonElement>('button[type=button]')!;
    emailLink.click();
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(started()).toBe(1);
    const done: string[] = [];
    emailLink.addEventListener('click', () => done.push('click'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    takeOverForm([]);
    expect(done).toEqual(['click', 'submit']);
  });

  it('lets a held action go when its element is gone (the screen changed under it)', () => {
    const { form } = page();
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    form.remove();
    let sent = false;
    form.addEventListener('submit', () => (sent = true));
    takeOverForm([]);
    expect(sent).toBe(false);
  });
});
