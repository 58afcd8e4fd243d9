/**
 * The message catalogue's part the server reads too (i18next): one namespace a file, `en/<namespace>.ts`
 * the source of every text, other languages the same keys. The server's card page and lead form
 * read them directly; the web app loads each with the feature that shows it. Texts only the web
 * app shows live with their screens (`web/src/features/<feature>/i18n/`, docs/i18n.md).
 */

/** Another language's version of an English namespace: the same keys, every value a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * The namespaces of the public pages the server renders, translated into every language of
 * `LANGUAGES`: the card page's and the lead form's own, and the specification's messages. (The
 * shell's `common`, which the web app's public pages also show in every language, is the web's:
 * `web/src/components/i18n/`.)
 */
export const PUBLIC_NAMESPACES = ['card', 'leadForm', 'messages'] as const;
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];
