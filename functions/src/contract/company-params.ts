import { z } from 'zod';
import { id } from './common';

/** Path parameters. */
export const companyParam = z.object({ companyId: id() });
export const employeeParam = companyParam.extend({ employeeId: id() });
export const roleParam = companyParam.extend({ roleId: id() });
export const divisionParam = companyParam.extend({ divisionId: id() });
export const invitationParam = companyParam.extend({ invitationId: id() });
