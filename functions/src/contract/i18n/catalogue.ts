/**
 * The message catalogue (i18next): one namespace a file, `en/<namespace>.ts` the source of every
 * text, other languages the same keys. The web app loads a namespace with the feature that shows
 * it; the server's card page reads the public namespaces directly.
 */

/** Another language's version of an English namespace: the same keys, every value a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * The namespaces a visitor sees, translated into every language of `LANGUAGES`: the public pages'
 * own, the specification's messages, and `common`, which the shared components on those pages
 * (loading and error states, dialogs, form parts) read.
 */
export const PUBLIC_NAMESPACES = ['card', 'leadForm', 'messages', 'common'] as const;
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];
