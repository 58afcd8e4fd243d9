import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { PUBLIC_NAMESPACES } from './catalogue';

/** Every text of a namespace by its dotted key. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

/** What a translation must carry over untouched: `{{placeholders}}` and the `<tags>` a component fills in. */
const markers = (text: string) => [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

const load = async (language: string, namespace: string) => flatten(((await import(`./${language}/${namespace}.ts`)) as { default: object }).default);

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
