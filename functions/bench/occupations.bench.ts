import { buildOccupationIndex } from '../src/modules/tools';
import { fixed, table, type Bench } from './lib';

/** Job-title suggestions over 50,000 titles: the index is built once, then each keystroke is a search. */
export const occupationsBench: Bench = {
  name: 'occupations',
  description: 'job-title search over 50,000 titles: build once, then 200 searches',
  async run() {
    const many = Array.from({ length: 50_000 }, (_, i) => `title ${i} of ${['alpha', 'beta', 'gamma'][i % 3]}`);
    const built = performance.now();
    const index = buildOccupationIndex(many);
    const buildMs = performance.now() - built;
    const started = performance.now();
    for (let i = 0; i < 200; i++) index.search(`gamma ${i}`, 10);
    const searchMs = (performance.now() - started) / 200;
    console.log(
      table(
        ['step', 'ms', 'budget ms'],
        [
          ['build the index', fixed(buildMs, 1), '-'],
          ['one search', fixed(searchMs, 3), '2.5'],
        ],
      ),
    );
  },
};
