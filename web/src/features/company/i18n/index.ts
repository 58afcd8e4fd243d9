import company from './en';
import companyUsers from './companyUsers/en';
import { namespaceHook } from '../../../i18n';

/** The company back office's texts (catalogue namespace `company`). */
export const useCompanyText = namespaceHook('company', company);

/** The texts of the company's people: users, invitations, import & export (namespace `companyUsers`). */
export const useCompanyUsersText = namespaceHook('companyUsers', companyUsers);

/** The `company` namespace's `t`, for helpers that word something for a screen (a role's rights). */
export type CompanyT = ReturnType<typeof useCompanyText>['t'];
