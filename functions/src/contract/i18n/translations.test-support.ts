/** What the catalogue's translation tests compare (the contract's namespaces and the web's). */

/** Every text of a namespace by its dotted key. */
export function flatten(tree: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

/** What a translation must carry over untouched: `{{placeholders}}` and the `<tags>` a component fills in. */
export const markers = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
