import { afterEach, describe, expect, it } from 'vitest';
import { bootPlan, rememberSession, SESSION_HINT_KEY } from './session-hint.mjs';

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

  it('always for a form page (sign-in, sign-up): after the first paint, at once with any query', () => {
    expect(bootPlan('', hint(null), true)).toBe('afterPaint');
    expect(bootPlan('', hint('1'), true)).toBe('afterPaint');
    expect(bootPlan('?method=phone', hint(null), true)).toBe('now');
    expect(bootPlan('?redirect=%2Fcard%2Fabc', hint(null), true)).toBe('now');
  });

  it('stands alone: its source text, run elsewhere, decides the same', () => {
    const copy = new Function(`return (${bootPlan.toString()})`)() as typeof bootPlan;
    expect(copy('', hint('1'))).toBe('afterPaint');
    expect(copy('', hint(null))).toBe('never');
    expect(copy('?redirect=%2Fx', hint(null))).toBe('now');
    expect(copy('', hint(null), true)).toBe('afterPaint');
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
