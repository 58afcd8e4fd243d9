import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@contract/i18n/languages';
import messages from '@contract/i18n/en/messages';
import common from '../components/i18n/en';
import type { English, EnglishNamespace } from './english';

/**
 * The other languages exist for the public pages only; each namespace of each language is a
 * chunk of its own, fetched when a visitor's page needs it: the shell's `common` from the shared
 * components (`components/i18n/<language>.ts`), the ones the server reads too from the contract.
 */
type Load = () => Promise<Record<string, unknown>>;
const shared = import.meta.glob<Record<string, unknown>>('../../../functions/src/contract/i18n/{es,fr,de,pt}/*.ts', {
  import: 'default',
});
const shell = import.meta.glob<Record<string, unknown>>('../components/i18n/{es,fr,de,pt}.ts', { import: 'default' });
const loaderOf = (language: string, namespace: string): Load | undefined =>
  namespace === 'common'
    ? shell[`../components/i18n/${language}.ts`]
    : shared[`../../../functions/src/contract/i18n/${language}/${namespace}.ts`];
const loadTranslation = (language: string, namespace: string) =>
  loaderOf(language, namespace)?.() ?? Promise.resolve({});

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
