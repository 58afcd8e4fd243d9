/** What other features may use of the billing feature, beside its api.ts: the card shop on /cards. */
export { OrderCards } from './components/OrderCards';
