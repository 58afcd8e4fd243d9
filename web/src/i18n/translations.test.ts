import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/i18n/languages';
import { flatten, markers } from '@contract/i18n/translations.test-support';

/**
 * The web's own namespaces (docs/i18n.md): each `i18n/` folder of the shell or a feature holds one
 * namespace, `en.ts` and, when visitors read it, every other language. The contract's namespaces
 * are checked in functions/src/contract/i18n/translations.test.ts.
 */
const files = import.meta.glob<{ default: object }>(
  ['../components/i18n/**/*.ts', '../features/*/i18n/**/*.ts', '!**/index.ts', '!**/*.test.ts'],
  { eager: true },
);

const folders = new Map<string, Map<string, object>>();
for (const [path, module] of Object.entries(files)) {
  const [, folder, language] = path.match(/^(.*)\/([^/]+)\.ts$/)!;
  if (!folders.has(folder)) folders.set(folder, new Map());
  folders.get(folder)!.set(language, module.default);
}

describe("the web's namespaces", () => {
  it('are found: the shell’s and every feature’s', () => {
    expect(folders.has('../components/i18n')).toBe(true);
    expect(folders.size).toBeGreaterThanOrEqual(18);
  });

  it('the shell’s `common` is in every language: the public pages show it', () => {
    expect([...folders.get('../components/i18n')!.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [folder, languages] of folders) {
    it(`${folder} holds English and either no other language or all of them, nothing else`, () => {
      expect(languages.has('en')).toBe(true);
      const present = [...languages.keys()].sort();
      expect([['en'], [...LANGUAGES].sort()]).toContainEqual(present);
    });

    for (const language of [...languages.keys()].filter((l) => l !== 'en')) {
      it(`${folder}/${language} has exactly the English keys, each with its placeholders, none empty`, () => {
        const english = flatten(languages.get('en')!);
        const translated = flatten(languages.get(language)!);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const other = translated.get(key) ?? '';
          expect(other.trim(), `${folder}/${language}:${key}`).not.toBe('');
          expect(markers(other), `${folder}/${language}:${key}`).toEqual(markers(text));
        }
      });
    }
  }
});
