/**
 * The seat recount's outbox topic and payload, in a file of its own that imports nothing: `wiring.ts`
 * registers the topic in every entry point, the card pages' too, and takes the name from here so
 * that registering it loads neither billing nor Stripe (the handler is imported on delivery).
 */
export const SEATS_TOPIC = 'billing.seats';

/** The recount's payload: the company whose active employees are counted. */
export interface SeatSync {
  companyId: string;
}
