/** What other features may use of the billing feature, beside its api.ts: the card shop on /cards, the plan's analytics history. */
export { OrderCards } from './components/OrderCards';
export { HistoryLimit } from './components/PlanTable';
