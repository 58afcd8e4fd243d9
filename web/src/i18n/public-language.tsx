import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chooseCardLanguage, isLanguage, type CardLanguage, type Language } from '@contract/i18n/languages';
import { i18n } from './index';

/**
 * The public pages (a card, the lead form, its thank-you page) in the visitor's language, by the
 * same rule as the server's card page (`chooseCardLanguage`, docs/i18n.md). The rest of the app
 * stays English: the subtree gets its own clone of the app's instance, sharing its texts.
 */

/** The browser's languages, most wanted first (what it sends as Accept-Language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

export interface PublicPageLanguage {
  language: Language;
  /** The visitor picked it on the page (`?lang=`): the next public page must be told (`?lang=` again). */
  explicit: boolean;
}

/** The page's language: `?lang=` from the address, then the owner's setting (once known), then the browser's. */
export function usePublicPageLanguage(owner?: CardLanguage | null): PublicPageLanguage {
  const [search] = useSearchParams();
  const requested = search.get('lang');
  return {
    language: chooseCardLanguage({ requested, owner, visitor: browserLanguages() }),
    explicit: isLanguage(requested?.trim().toLowerCase()),
  };
}

/**
 * Renders `children` in `language`: an i18next clone through I18nextProvider (so the shell and
 * other screens keep theirs), the page's `lang` attribute set while it shows. A language's
 * namespaces are chunks of their own, fetched on first use; meanwhile a spinner without words
 * (there are none yet to say it in).
 */
export function PublicLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const instance = useMemo(() => i18n.cloneInstance({ lng: language }), [language]);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);
  return (
    <I18nextProvider i18n={instance}>
      <Suspense
        fallback={
          <div className="state state-loading" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
          </div>
        }
      >
        {children}
      </Suspense>
    </I18nextProvider>
  );
}
