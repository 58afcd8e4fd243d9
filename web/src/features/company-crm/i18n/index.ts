import companyCrm from './en';
import { namespaceHook } from '../../../i18n';

/** The company CRM screens' texts (catalogue namespace `companyCrm`). */
export const useCompanyCrmText = namespaceHook('companyCrm', companyCrm);
export type CompanyCrmT = ReturnType<typeof useCompanyCrmText>['t'];
