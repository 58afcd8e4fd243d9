import billing from './en';
import { i18n, namespaceHook } from '../../../i18n';

/** The billing screens' texts (catalogue namespace `billing`). */
export const useBillingText = namespaceHook('billing', billing);

/** The namespace's `t`, for the helpers that word a price or a period. */
export type BillingT = ReturnType<typeof useBillingText>['t'];

/** The same `t` outside a component (the plan form's checks), in the reader's language. */
export const billingT = (): BillingT => i18n.getFixedT(null, 'billing');
