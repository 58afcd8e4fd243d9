import superadmin from './en';
import { i18n, namespaceHook } from '../../../i18n';

/** The superadmin area's texts (catalogue namespace `superadmin`). */
export const useSuperadminText = namespaceHook('superadmin', superadmin);

/** The namespace's `t`, for helpers that word something for a screen (a rule in a sentence). */
export type SuperadminT = ReturnType<typeof useSuperadminText>['t'];

/** The same `t` outside a component, in the reader's language. */
export const superadminT = (): SuperadminT => i18n.getFixedT(null, 'superadmin');
