import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@contract/i18n/languages';
import type { English, EnglishNamespace } from '@contract/i18n/english';
import common from '@contract/i18n/en/common';
import messages from '@contract/i18n/en/messages';

/**
 * The other languages exist for the public pages only; each namespace of each language is a
 * chunk of its own, fetched when a visitor's page needs it.
 */
const translations = import.meta.glob<Record<string, unknown>>('../../../functions/src/contract/i18n/{es,fr,de,pt}/*.ts', { import: 'default' });
const loadTranslation = (language: string, namespace: string) => translations[`../../../functions/src/contract/i18n/${language}/${namespace}.ts`]?.() ?? Promise.resolve({});

/**
 * The app's one i18next instance. English is bundled: the shell's `common` and the API's
 * `messages` here, each feature's namespace with the feature (`namespaceHook`), so a screen
 * never waits for its texts.
 */
export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadTranslation))
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['common', 'messages'],
    defaultNS: 'common',
    resources: { en: { common, messages } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

/**
 * Registers a feature's English namespace and returns the feature's hook for it:
 * `export const useProfilesText = namespaceHook('profiles', profiles)`.
 */
export function namespaceHook<N extends EnglishNamespace>(namespace: N, english: English[N]) {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
  return function useNamespace() {
    return useTranslation(namespace);
  };
}

/** The shell's texts (navigation, states, dialogs): namespace `common`. */
export const useCommonText = () => useTranslation('common');
