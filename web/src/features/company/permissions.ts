import type company from './i18n/en';
import { COMPANY_SUBJECTS, type CompanySubject, type PermissionRule } from '@contract/roles';
import { CHECK_ACTIONS, grantedSubjects, type CheckAction, type RuleCatalogue, type RuleWords } from '../roles';
import type { CompanyT } from './i18n';

type PermissionWords = (typeof company)['permissions'];
/** A key of the words of a subject's checkboxes (`permissions.employee.read`): only keys that exist. */
type WordKey = {
  [S in keyof PermissionWords]: `permissions.${S}.${keyof PermissionWords[S] & string}`;
}[keyof PermissionWords];

/**
 * What each company subject's rights mean to an administrator, by the keys of their words. Only
 * the actions the API checks on that subject are offered; a subject's full set checked is saved
 * as `manage`.
 */
const RIGHTS: Record<CompanySubject, { title: WordKey; actions: Partial<Record<CheckAction, WordKey>> }> = {
  Company: {
    title: 'permissions.company.title',
    actions: { read: 'permissions.company.read', update: 'permissions.company.update' },
  },
  Employee: {
    title: 'permissions.employee.title',
    actions: {
      read: 'permissions.employee.read',
      create: 'permissions.employee.create',
      update: 'permissions.employee.update',
      delete: 'permissions.employee.delete',
    },
  },
  CompanyRole: {
    title: 'permissions.companyRole.title',
    actions: {
      read: 'permissions.companyRole.read',
      create: 'permissions.companyRole.create',
      update: 'permissions.companyRole.update',
    },
  },
  Division: {
    title: 'permissions.division.title',
    actions: {
      read: 'permissions.division.read',
      create: 'permissions.division.create',
      update: 'permissions.division.update',
    },
  },
  CompanyLink: {
    title: 'permissions.companyLink.title',
    actions: {
      read: 'permissions.companyLink.read',
      create: 'permissions.companyLink.create',
      update: 'permissions.companyLink.update',
      delete: 'permissions.companyLink.delete',
    },
  },
  CompanyCard: {
    title: 'permissions.companyCard.title',
    actions: { read: 'permissions.companyCard.read', update: 'permissions.companyCard.update' },
  },
  Profile: {
    title: 'permissions.profile.title',
    actions: { read: 'permissions.profile.read', update: 'permissions.profile.update' },
  },
  Card: {
    title: 'permissions.card.title',
    actions: { read: 'permissions.card.read', update: 'permissions.card.update' },
  },
  Contact: {
    title: 'permissions.contact.title',
    actions: {
      read: 'permissions.contact.read',
      update: 'permissions.contact.update',
      delete: 'permissions.contact.delete',
    },
  },
  Analytics: { title: 'permissions.analytics.title', actions: { read: 'permissions.analytics.read' } },
  Subscription: {
    title: 'permissions.subscription.title',
    actions: { read: 'permissions.subscription.read', update: 'permissions.subscription.update' },
  },
};

/** Company roles as checkboxes: the subjects a company role may name, each with the actions the API checks on it. */
export const COMPANY_CATALOGUE: RuleCatalogue<CompanySubject> = {
  subjects: COMPANY_SUBJECTS,
  offered: (subject) => CHECK_ACTIONS.filter((action) => RIGHTS[subject].actions[action]),
  everythingBox: false,
  // Subjects whose objects belong to an employee, and so carry that employee's divisions.
  company: { people: new Set(['Employee', 'Profile', 'Card', 'Contact', 'Analytics', 'CompanyCard']) },
};

/** The rule editor's words for a company role, in the reader's language. */
export function companyRuleWords(t: CompanyT): RuleWords<CompanySubject> {
  return {
    subject: (subject) => t(RIGHTS[subject].title),
    action: (subject, action) => t(RIGHTS[subject].actions[action as CheckAction]!),
    reach: {
      legend: t('roleEditor.scope'),
      options: [
        { value: 'company', label: t('roleEditor.scopes.company'), hint: t('roleEditor.scopes.companyHint') },
        { value: 'divisions', label: t('roleEditor.scopes.divisions'), hint: t('roleEditor.scopes.divisionsHint') },
      ],
    },
    kept: { count: (count) => t('roleEditor.kept', { count }) },
  };
}

/** What a set of rules grants, in words, for a role's summary line. */
export function summaryOf(rules: readonly PermissionRule[], t: CompanyT): string {
  const titles = grantedSubjects(COMPANY_CATALOGUE, rules).map((subject) => t(RIGHTS[subject].title));
  return titles.length ? titles.join(', ') : t('roles.noRights');
}
