import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { PUBLIC_NAMESPACES } from './catalogue';
import { flatten, markers } from './translations.test-support';

const load = async (language: string, namespace: string) =>
  flatten(((await import(`./${language}/${namespace}.ts`)) as { default: object }).default);

describe('the public namespaces in every language', () => {
  for (const namespace of PUBLIC_NAMESPACES) {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${namespace} has exactly the English keys, each with its placeholders, none empty`, async () => {
        const english = await load('en', namespace);
        const translated = await load(language, namespace);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const other = translated.get(key) ?? '';
          expect(other.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(markers(other), `${language}/${namespace}:${key}`).toEqual(markers(text));
        }
      });
    }
  }
});
