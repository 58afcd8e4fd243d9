/** The company module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
// Profiles asks before writing a member's profile.
export { assertUnlockedProfileFields, lockedValuesForNewProfile } from './locked-fields';
// Reads for billing, share-kit, superadmin, privacy and the public view.
export { activeAdminsQuery, getCompanyById } from './company.model';
export type { StoredDivision, StoredEmployee, StoredInvitation, UserMembership } from './company.model';
export { companyOfCaller, countActiveEmployees } from './company.service';
export { companyBrandOf } from './company-branding.service';
export { companyEverlinksInOrder } from './company-links.service';
export type { StoredEverlink } from './company-links.service';
export { listAllDivisions, mergeDivisions, renameDivision } from './divisions.service';
// The demo seed (functions/scripts/seed) builds its company through the same services as the API.
export { createCompany, updateCompany } from './company.service';
export { uploadCompanyImage } from './company-branding.service';
export { saveCompanyEverlink } from './company-links.service';
export { assignCompanyCard } from './company-cards.service';
export { createDivision } from './divisions.service';
export { updateEmployee } from './employees.service';
// SCIM provisioning (modules/scim) invites, moves and offboards through the same services as the admins.
export { deleteDivision } from './divisions.service';
export { removeEmployee, setEmployeeDivisions } from './employees.service';
export { directoryInvitation, inviteEmployee, revokeInvitation } from './invitations.service';
export { acceptMyInvitation } from './invitee.service';
// Account erasure (privacy) and the job registry.
export {
  assertMayLeaveCompany,
  companiesLeftEmptyBy,
  eraseEmptyCompany,
  leaveCompanyForDeletion,
} from './company.privacy';
export { finishOffboardingJob } from './offboarding';
export type { LeadTransfer } from './offboarding';
