import identity from './en';
import { namespaceHook } from '../../../i18n';

/** The company's Identity section's texts (catalogue namespace `identity`). */
export const useIdentityText = namespaceHook('identity', identity);

export type IdentityT = ReturnType<typeof useIdentityText>['t'];
