import { describe, expect, it } from 'vitest';
import { countryOfLanguages } from './region';

describe('countryOfLanguages', () => {
  it("takes the country of the browser's first language that names or implies one", () => {
    expect(countryOfLanguages(['en-GB', 'en'])).toBe('GB');
    expect(countryOfLanguages(['de'])).toBe('DE');
    expect(countryOfLanguages(['en'])).toBe('US');
    expect(countryOfLanguages(['not a tag', 'pt-BR'])).toBe('BR');
    expect(countryOfLanguages([])).toBeUndefined();
  });
});
