import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on what a test rendered and fails with each violation's rule and nodes. Colour
 * contrast needs a layout jsdom does not compute: the browser journeys check it.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`);
  expect(found).toEqual([]);
}
