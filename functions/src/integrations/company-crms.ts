import type { CompanyCrmProvider } from './core/company-crm.types';
import type { CompanyCrmId } from '../contract/company-crm';
import { gohighlevelCompany } from './gohighlevel/gohighlevel.company';
import { hubspotCompany } from './hubspot/hubspot.company';
import { salesforce } from './salesforce/salesforce.company';

/**
 * Every CRM a company can connect for all its employees (docs/company-crm.md), in the order the
 * back office lists them. modules/company-crm and wiring.ts read them from here: a new one is a
 * folder's `<id>.company.ts` and one line below.
 */
export const COMPANY_CRM_PROVIDERS: readonly CompanyCrmProvider[] = [gohighlevelCompany, hubspotCompany, salesforce];

export const companyCrmOf = (id: CompanyCrmId): CompanyCrmProvider | undefined =>
  COMPANY_CRM_PROVIDERS.find((p) => p.id === id);
