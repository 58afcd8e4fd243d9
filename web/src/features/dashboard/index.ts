/** What other features may use of the dashboard, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { ActivityFigures, RangePicker, StatTiles } from './components/Stats';
