import { afterEach, describe, expect, it } from 'vitest';
import { bootPlan, formBootPlan, rememberSession, SESSION_HINT_KEY, SIGN_IN_NOTICE_KEY } from './session-hint.mjs';

const hint = (value: string | null) => () => value;

describe('bootPlan: when a prerendered page starts the app', () => {
  it('never for a visitor who has never signed in, with or without a query the page does not read', () => {
    expect(bootPlan('', hint(null))).toBe('never');
    expect(bootPlan('?utm_source=newsletter&lang=de', hint(null))).toBe('never');
  });

  it('after the first paint when a session hint is there', () => {
    expect(bootPlan('', hint('1'))).toBe('afterPaint');
    expect(bootPlan('?utm_source=newsletter', hint('1'))).toBe('afterPaint');
  });

  it('at once when the address asks for the sign-in notice, hint or not', () => {
    expect(bootPlan('?redirect=%2Fcard%2Fabc', hint(null))).toBe('now');
    expect(bootPlan('?utm_source=x&redirect=%2Fdashboard', hint('1'))).toBe('now');
    // An empty redirect is still the app's to judge (safeRedirect drops it there).
    expect(bootPlan('?redirect=', hint(null))).toBe('now');
  });

  it('as signed out when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(bootPlan('', blocked)).toBe('never');
    expect(bootPlan('?redirect=%2Fdashboard', blocked)).toBe('now');
  });

  it('stands alone: its source text, run elsewhere, decides the same', () => {
    const copy = new Function(`return (${bootPlan.toString()})`)() as typeof bootPlan;
    expect(copy('', hint('1'))).toBe('afterPaint');
    expect(copy('', hint(null))).toBe('never');
    expect(copy('?redirect=%2Fx', hint(null))).toBe('now');
  });
});

describe('formBootPlan: how the sign-in and sign-up pages start', () => {
  /** Storage holding `local` and `session` entries. */
  const plan = (search: string, local: Record<string, string> = {}, session: Record<string, string> = {}) =>
    formBootPlan(
      search,
      (key) => local[key] ?? null,
      (key) => session[key] ?? null,
      SESSION_HINT_KEY,
      SIGN_IN_NOTICE_KEY,
    );

  it('on first use of the form for a visitor with nothing waiting', () => {
    expect(plan('')).toBe('interaction');
  });

  it('after the first paint when someone may be signed in, or a notice waits to be shown', () => {
    expect(plan('', { [SESSION_HINT_KEY]: '1' })).toBe('afterPaint');
    expect(plan('', {}, { [SIGN_IN_NOTICE_KEY]: 'Your company requires single sign-on.' })).toBe('afterPaint');
  });

  it('the sign-in entry at once with a query the page was built without', () => {
    expect(plan('?method=phone')).toBe('now');
    expect(plan('?utm_source=mail', { [SESSION_HINT_KEY]: '1' })).toBe('now');
  });

  it('the whole app at once for the card round trip and an invitation link', () => {
    expect(plan('?redirect=%2Fcard%2Fabc')).toBe('app');
    expect(plan('?method=phone&redirect=%2Fcard%2Fabc')).toBe('app');
    expect(plan('?invitation=inv1&token=t')).toBe('app');
  });

  it('on first use when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(formBootPlan('', blocked, blocked, SESSION_HINT_KEY, SIGN_IN_NOTICE_KEY)).toBe('interaction');
  });

  it('stands alone: its source text, run elsewhere, decides the same', () => {
    const copy = new Function(`return (${formBootPlan.toString()})`)() as typeof formBootPlan;
    expect(
      copy(
        '',
        () => null,
        () => null,
        SESSION_HINT_KEY,
        SIGN_IN_NOTICE_KEY,
      ),
    ).toBe('interaction');
    expect(
      copy(
        '?redirect=%2Fx',
        () => null,
        () => null,
        SESSION_HINT_KEY,
        SIGN_IN_NOTICE_KEY,
      ),
    ).toBe('app');
  });
});

describe('rememberSession', () => {
  afterEach(() => localStorage.clear());

  it('sets the hint when signed in and clears it when signed out', () => {
    rememberSession(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(bootPlan('', () => localStorage.getItem(SESSION_HINT_KEY))).toBe('afterPaint');
    rememberSession(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(bootPlan('', () => localStorage.getItem(SESSION_HINT_KEY))).toBe('never');
  });
});
