/** The company module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
export { assertUnlockedProfileFields, lockedValuesForNewProfile } from './locked-fields';
export { activeAdminsQuery, getCompanyById } from './company.model';
export type { StoredDivision, StoredEmployee, StoredInvitation, UserMembership } from './company.model';
export { companyOfCaller, countActiveEmployees, createCompany, updateCompany } from './company.service';
export { companyBrandOf, uploadCompanyImage } from './company-branding.service';
export { companyEverlinksInOrder, saveCompanyEverlink } from './company-links.service';
export type { StoredEverlink } from './company-links.service';
export { assignCompanyCard } from './company-cards.service';
export { createDivision, listAllDivisions, mergeDivisions, renameDivision } from './divisions.service';
export { updateEmployee } from './employees.service';
export { inviteEmployee } from './invitations.service';
export { acceptMyInvitation } from './invitee.service';
export {
  assertMayLeaveCompany,
  companiesLeftEmptyBy,
  eraseEmptyCompany,
  leaveCompanyForDeletion,
} from './company.privacy';
export { finishOffboardingJob } from './offboarding';
export type { LeadTransfer } from './offboarding';
