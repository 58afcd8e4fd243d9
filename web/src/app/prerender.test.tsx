import { afterEach, describe, expect, it } from 'vitest';
import { fillShell, PRERENDERED, renderPage } from './prerender';
import { authEntryOf, deferEntry, PRERENDER_BOOT } from './prerender-plugin.mjs';
import { SESSION_HINT_KEY, SIGN_IN_NOTICE_KEY } from '../session/session-hint.mjs';

const AUTH = { file: '/assets/auth-def.js', preload: ['/assets/react-1.js', '/assets/forms-2.js'] };

// Hydration is checked in a real browser (e2e/prerender.spec.ts): one test process cannot run
// React's server and client renderers side by side.

/** The page as a browser without JavaScript gets it: parsed, nothing run. */
const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
const textOf = (doc: Document) => doc.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('prerendered pages', () => {
  it('the landing is readable as HTML: its heading, features, steps and the ways in', async () => {
    const { html, title } = await renderPage('/');
    const doc = parse(html);
    expect(title).toBe('Everlink');
    expect(doc.querySelector('h1')?.textContent).toBe('Your business card, always up to date.');
    expect(doc.querySelectorAll('.feature-grid li')).toHaveLength(6);
    expect(doc.querySelectorAll('.steps li')).toHaveLength(3);
    expect([...doc.querySelectorAll('header a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Sign in', '/auth/sign-in'],
        ['Get started', '/auth'],
      ]),
    );
    expect(doc.querySelector('footer a[href="/terms-of-service"]')).not.toBeNull();
    // Nothing waits for JavaScript: no loading state, no script, no hidden main content.
    expect(doc.querySelector('[aria-busy], .loading-state, script')).toBeNull();
    expect(textOf(doc)).not.toMatch(/Loading/);
  });

  it.each([
    ['/terms-of-service', 'Terms of service'],
    ['/privacy-policy', 'Privacy policy'],
  ])('%s is readable as HTML with its sections and title', async (path, heading) => {
    const { html, title } = await renderPage(path);
    const doc = parse(html);
    expect(doc.querySelector('h1')?.textContent).toBe(heading);
    expect(title).toBe(`${heading} · Everlink`);
    expect(doc.querySelectorAll('article.legal section').length).toBeGreaterThan(3);
    expect(doc.querySelector('header a[href="/auth/sign-in"]')).not.toBeNull();
    expect(textOf(doc)).not.toMatch(/Loading/);
  });

  it.each([
    ['/auth/sign-in', 'Sign in to Everlink', 'Sign in · Everlink', 'Sign in'],
    ['/auth', 'Create your Everlink account', 'Create your account · Everlink', 'Create account'],
  ])('%s arrives as its form, disabled until its script enables it', async (path, heading, title, submit) => {
    const { html, title: pageTitle } = await renderPage(path);
    const doc = parse(html);
    expect(doc.querySelector('h1')?.textContent).toBe(heading);
    expect(pageTitle).toBe(title);
    const labels = [...doc.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([expect.stringContaining('Email'), expect.stringContaining('Password')]),
    );
    const fieldset = doc.querySelector('fieldset');
    expect(fieldset?.hasAttribute('disabled')).toBe(true);
    // Every control that could send or change the form is inside it; the links stay plain hrefs.
    const controls = [...doc.querySelectorAll('input, button')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.every((control) => fieldset?.contains(control))).toBe(true);
    expect(controls.some((control) => control.textContent === submit)).toBe(true);
    expect(doc.querySelector('.form-aside a')?.getAttribute('href')).toMatch(/^\/auth/);
    expect(doc.querySelector('[aria-busy], .loading-state, script')).toBeNull();
  });

  it('lists the landing, legal and auth pages under the files Hosting serves, and how each boots', () => {
    expect(PRERENDERED.map((p) => [p.path, p.file, p.boot])).toEqual([
      ['/', 'index.html', 'session'],
      ['/terms-of-service', 'terms-of-service.html', 'session'],
      ['/privacy-policy', 'privacy-policy.html', 'session'],
      ['/auth', 'auth.html', 'form'],
      ['/auth/sign-in', 'sign-in.html', 'form'],
    ]);
  });

  it('fills the built shell: the page in #root, its title in the head', () => {
    const shell =
      '<html><head><title>Everlink</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
    const page = fillShell(shell, { html: '<h1>Terms $& more</h1>', title: 'Terms · Everlink' });
    expect(page).toContain('<div id="root"><h1>Terms $& more</h1></div>');
    expect(page).toContain('<title>Terms · Everlink</title>');
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(() => fillShell('<div id="app"></div>', { html: '', title: '' })).toThrow(/no empty #root/);
    expect(fillShell(shell, { html: '<form></form>', title: 'Sign in' }, 'form')).toContain(
      '<div id="root" data-boot="form"><form></form></div>',
    );
  });

  it('finds the sign-in entry and the chunks it imports in the manifest, and no stylesheet of its own', () => {
    const manifest = {
      'src/auth-main.tsx': { file: 'assets/auth-1.js', imports: ['_react.js', '_forms.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_forms.js': { file: 'assets/forms-3.js', imports: ['_react.js', '_zod.js'] },
      '_zod.js': { file: 'assets/zod-4.js' },
    };
    expect(authEntryOf(manifest)).toEqual({
      file: '/assets/auth-1.js',
      preload: ['/assets/react-2.js', '/assets/forms-3.js', '/assets/zod-4.js'],
    });
    expect(() => authEntryOf({})).toThrow(/no src\/auth-main.tsx/);
    expect(() => authEntryOf({ 'src/auth-main.tsx': { file: 'assets/auth-1.js', css: ['assets/auth.css'] } })).toThrow(
      /CSS/,
    );
  });

  it('loads the app after the first paint: no preloads, the entry started by the boot script', () => {
    const shell =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body>';
    const { shell: page, boot } = deferEntry(shell, AUTH);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('/assets/index-abc.js');
    expect(page).toContain(`<script type="module" crossorigin src="/${PRERENDER_BOOT}"></script>`);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(boot).toContain('import("/assets/index-abc.js")');
    expect(() => deferEntry('<div id="root"></div>', AUTH)).toThrow(/no module entry/);
  });

  describe('the boot script', () => {
    const { boot } = deferEntry(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script><div id="root"></div>',
      AUTH,
    );

    /** Runs the boot script against a page: what it imported, when, and what it left in #root. */
    function runBoot({
      search = '',
      hint = null as string | null,
      notice = null as string | null,
      readyState = 'loading',
      form = false,
    } = {}) {
      const root = document.createElement('div');
      if (form) root.dataset.boot = 'form';
      root.innerHTML = form
        ? '<fieldset disabled><form><input name="email"><button type="submit">Sign in</button></form></fieldset>'
        : '<a href="/auth/sign-in">Sign in</a>';
      document.body.replaceChildren(root);
      const imported: string[] = [];
      let onLoad: (() => void) | null = null;
      const win: { everlinkFormBoot?: { takeOver: () => unknown[] } } = {};
      const page = {
        location: { search },
        localStorage: { getItem: (key: string) => (key === SESSION_HINT_KEY ? hint : null) },
        sessionStorage: { getItem: (key: string) => (key === SIGN_IN_NOTICE_KEY ? notice : null) },
        // The page's own document for what the form boot listens to; its state and root are the test's.
        document: {
          readyState,
          head: document.head,
          getElementById: (id: string) => (id === 'root' ? root : null),
          createElement: (tag: string) => document.createElement(tag),
          addEventListener: document.addEventListener.bind(document),
          removeEventListener: document.removeEventListener.bind(document),
        },
        window: win,
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'load') onLoad = listener;
        },
        requestAnimationFrame: (callback: () => void) => callback(),
        setTimeout: (callback: () => void) => callback(),
      };
      // The script's dynamic imports, observed: a test process cannot import the built entry.
      const script = boot.replaceAll('import(', '__load(');
      expect(script).not.toBe(boot);
      new Function('__load', ...Object.keys(page), script)((url: string) => imported.push(url), ...Object.values(page));
      const preloaded = () =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
          link.getAttribute('href'),
        );
      return { imported, root, preloaded, load: () => onLoad?.(), takeOver: () => win.everlinkFormBoot?.takeOver() };
    }

    afterEach(() => {
      document.head.replaceChildren();
      document.body.replaceChildren();
    });

    it('starts nothing for a visitor who has never signed in: the page stays as built', () => {
      const run = runBoot({ search: '?utm_source=mail' });
      run.load();
      expect(run.imported).toEqual([]);
      expect(run.root.querySelector('a')).not.toBeNull();
    });

    it('with a session hint, starts the entry once the page has loaded, keeping the HTML to hydrate', () => {
      const run = runBoot({ hint: '1' });
      expect(run.imported).toEqual([]);
      run.load();
      expect(run.imported).toEqual(['/assets/index-abc.js']);
      expect(run.root.querySelector('a')).not.toBeNull();
      expect(runBoot({ hint: '1', readyState: 'complete' }).imported).toEqual(['/assets/index-abc.js']);
    });

    it('on a form page, enables the form and starts the sign-in entry on its first use, with its chunks preloaded', () => {
      const run = runBoot({ form: true });
      run.load();
      expect(run.imported).toEqual([]);
      expect(run.root.querySelector('fieldset')?.disabled).toBe(false);
      run.root.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(run.imported).toEqual(['/assets/auth-def.js']);
      expect(run.preloaded()).toEqual(AUTH.preload);
      expect(run.root.querySelector('form')).not.toBeNull();
    });

    it('holds a submit made before the sign-in entry arrives, for the entry to send again', () => {
      const run = runBoot({ form: true });
      const form = run.root.querySelector('form')!;
      const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      // Not sent as a plain HTML form (the password would be in the address), and started.
      expect(submit.defaultPrevented).toBe(true);
      expect(run.imported).toEqual(['/assets/auth-def.js']);
      expect(run.takeOver()).toEqual([{ kind: 'submit', target: form }]);
      // Taken over: the page's own handlers have the form from now on.
      const after = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(after);
      expect(after.defaultPrevented).toBe(false);
      expect(run.takeOver()).toEqual([]);
    });

    it('on a form page, starts the sign-in entry after the first paint with a session hint or a notice', () => {
      for (const waiting of [{ hint: '1' }, { notice: 'Your company requires single sign-on.' }]) {
        const run = runBoot({ form: true, ...waiting });
        expect(run.imported).toEqual([]);
        run.load();
        expect(run.imported).toEqual(['/assets/auth-def.js']);
        expect(run.root.querySelector('form')).not.toBeNull();
      }
    });

    it('on a form page with a query, starts the sign-in entry at once; the whole app for ?redirect=', () => {
      const withQuery = runBoot({ form: true, search: '?method=phone' });
      expect(withQuery.imported).toEqual(['/assets/auth-def.js']);
      // Still disabled: the entry renders the page afresh for its query.
      expect(withQuery.root.querySelector('fieldset')?.disabled).toBe(true);
      const redirect = runBoot({ form: true, search: '?redirect=%2Fcard%2Fabc' });
      expect(redirect.imported).toEqual(['/assets/index-abc.js']);
      expect(redirect.root.childNodes).toHaveLength(0);
    });

    it('with ?redirect=, clears the prerendered links and starts the entry at once', () => {
      const run = runBoot({ search: '?redirect=%2Fcard%2Fabc' });
      expect(run.imported).toEqual(['/assets/index-abc.js']);
      expect(run.root.childNodes).toHaveLength(0);
    });
  });
});
