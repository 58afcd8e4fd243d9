import { describe, expect, it } from 'vitest';
import { chooseCardLanguage, matchLanguage } from './languages';

describe('matchLanguage', () => {
  it('takes the first supported primary language, regions and case aside', () => {
    expect(matchLanguage(['ja-JP', 'pt-BR', 'es'])).toBe('pt');
    expect(matchLanguage(['DE_at'])).toBe('de');
    expect(matchLanguage(['ja', '*'])).toBeUndefined();
    expect(matchLanguage([])).toBeUndefined();
  });
});

describe('chooseCardLanguage', () => {
  it("puts the visitor's explicit choice first", () => {
    expect(chooseCardLanguage({ requested: 'de', owner: 'fr', visitor: ['es-ES'] })).toBe('de');
  });

  it("then the owner's fixed language, over the visitor's preferences", () => {
    expect(chooseCardLanguage({ owner: 'fr', visitor: ['es-ES', 'en'] })).toBe('fr');
  });

  it("follows the visitor's preferences when the owner leaves it to them", () => {
    expect(chooseCardLanguage({ owner: 'auto', visitor: ['ja', 'pt-BR', 'en'] })).toBe('pt');
    expect(chooseCardLanguage({ visitor: ['es-MX'] })).toBe('es');
  });

  it('falls back to English when nothing else applies', () => {
    expect(chooseCardLanguage({})).toBe('en');
    expect(chooseCardLanguage({ owner: 'auto', visitor: ['ja', 'zh-CN'] })).toBe('en');
  });

  it('ignores a choice that is not a supported language, in any case', () => {
    expect(chooseCardLanguage({ requested: 'xx', owner: 'auto', visitor: ['es'] })).toBe('es');
    expect(chooseCardLanguage({ requested: 'ES', visitor: [] })).toBe('es');
    expect(chooseCardLanguage({ requested: 'auto', owner: 'de' })).toBe('de');
    expect(chooseCardLanguage({ owner: 'ja' as never, visitor: ['fr'] })).toBe('fr');
  });
});
