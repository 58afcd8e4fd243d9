import { JSDOM, VirtualConsole } from 'jsdom';
import { populateGlobal } from 'vitest/runtime';
import type { Environment } from 'vitest/runtime';

/**
 * jsdom as the test environment, resolved from the web package: the jsdom that supports
 * Node 20 (26.x) is installed under web/, where Vitest's built-in jsdom loader (in the root
 * node_modules) does not look. The browser globals come from jsdom; fetch stays Node's.
 */
export default {
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    // The page's console reaches the test output; jsdom's notices about browser features it lacks
    // (window.scrollTo from the router's scroll restoration) do not.
    const virtualConsole = new VirtualConsole().sendTo(console, { omitJSDOMErrors: true });
    const dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, url: 'http://localhost:3000', virtualConsole });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(global) {
        dom.window.close();
        for (const key of keys) delete global[key];
        originals.forEach((descriptor, key) => Object.defineProperty(global, key, descriptor));
      },
    };
  },
} satisfies Environment;
