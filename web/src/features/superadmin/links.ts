import { paths } from '../../session/paths';

/** A company's back office, opened by a superadmin (the company screens read `companyId`). */
export const backOfficeOf = (companyId: string) => `${paths.company()}?companyId=${encodeURIComponent(companyId)}`;

/** The divisions screen filtered to one company. */
export const divisionsOf = (companyId: string) =>
  `${paths.superadminDivisions}?companyId=${encodeURIComponent(companyId)}`;
