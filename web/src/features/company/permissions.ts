import type company from './i18n/en';
import { COMPANY_SUBJECTS, type CompanySubject, type PermissionRule } from '@contract/roles';
import type { CompanyT } from './i18n';

/** The actions a company role's checkboxes offer (`manage` is all of them at once). */
export type RoleAction = 'read' | 'create' | 'update' | 'delete';

/** One checkbox: a subject and an action, in plain words. */
export interface PermissionOption {
  subject: CompanySubject;
  action: RoleAction;
  label: string;
}

export interface PermissionGroup {
  subject: CompanySubject;
  title: string;
  options: PermissionOption[];
}

type PermissionWords = (typeof company)['permissions'];
/** A key of the words of a subject's checkboxes (`permissions.employee.read`): only keys that exist. */
type WordKey = { [S in keyof PermissionWords]: `permissions.${S}.${keyof PermissionWords[S] & string}` }[keyof PermissionWords];

/**
 * What each company subject's rights mean to an administrator, by the keys of their words. Only
 * the actions the API checks on that subject are offered; a subject's full set checked is saved
 * as `manage`.
 */
const CATALOGUE: Record<CompanySubject, { title: WordKey; actions: Partial<Record<RoleAction, WordKey>> }> = {
  Company: { title: 'permissions.company.title', actions: { read: 'permissions.company.read', update: 'permissions.company.update' } },
  Employee: {
    title: 'permissions.employee.title',
    actions: { read: 'permissions.employee.read', create: 'permissions.employee.create', update: 'permissions.employee.update', delete: 'permissions.employee.delete' },
  },
  CompanyRole: {
    title: 'permissions.companyRole.title',
    actions: { read: 'permissions.companyRole.read', create: 'permissions.companyRole.create', update: 'permissions.companyRole.update' },
  },
  Division: { title: 'permissions.division.title', actions: { read: 'permissions.division.read', create: 'permissions.division.create', update: 'permissions.division.update' } },
  CompanyLink: {
    title: 'permissions.companyLink.title',
    actions: { read: 'permissions.companyLink.read', create: 'permissions.companyLink.create', update: 'permissions.companyLink.update', delete: 'permissions.companyLink.delete' },
  },
  CompanyCard: { title: 'permissions.companyCard.title', actions: { read: 'permissions.companyCard.read', update: 'permissions.companyCard.update' } },
  Profile: { title: 'permissions.profile.title', actions: { read: 'permissions.profile.read', update: 'permissions.profile.update' } },
  Card: { title: 'permissions.card.title', actions: { read: 'permissions.card.read', update: 'permissions.card.update' } },
  Contact: { title: 'permissions.contact.title', actions: { read: 'permissions.contact.read', update: 'permissions.contact.update', delete: 'permissions.contact.delete' } },
  Analytics: { title: 'permissions.analytics.title', actions: { read: 'permissions.analytics.read' } },
  Subscription: { title: 'permissions.subscription.title', actions: { read: 'permissions.subscription.read', update: 'permissions.subscription.update' } },
};

const ACTION_ORDER: readonly RoleAction[] = ['read', 'create', 'update', 'delete'];

/** The checkboxes, a group a subject, in the reader's words. */
export function permissionGroups(t: CompanyT): PermissionGroup[] {
  return COMPANY_SUBJECTS.map((subject) => {
    const { title, actions } = CATALOGUE[subject];
    return { subject, title: t(title), options: offered(subject).map((action) => ({ subject, action, label: t(actions[action]!) })) };
  });
}

/**
 * Where a role's rights apply. "Own divisions" limits the rights on people and what they own to
 * the employees who share one of the holder's divisions; rights on the company's own settings
 * (its details, roles, divisions, links, billing) have no division, so they stay company-wide.
 */
export type RoleScope = 'company' | 'divisions';

/** Subjects whose objects belong to an employee, and so carry that employee's divisions. */
const PEOPLE_SUBJECTS: ReadonlySet<CompanySubject> = new Set(['Employee', 'Profile', 'Card', 'Contact', 'Analytics', 'CompanyCard']);

export const COMPANY_CONDITION = '${company.id}';
export const DIVISIONS_CONDITION = { $in: '${user.divisionIds}' };

/** The checkboxes' state: `Subject:action` keys. */
export type PermissionKey = `${CompanySubject}:${RoleAction}`;
export const permissionKey = (subject: CompanySubject, action: RoleAction): PermissionKey => `${subject}:${action}`;

export interface RoleMatrix {
  checked: ReadonlySet<PermissionKey>;
  scope: RoleScope;
  /** Rules the checkboxes cannot show (limited to the holder themselves, other subjects); saved unchanged. */
  kept: PermissionRule[];
}

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const isCompanySubject = (subject: string): subject is CompanySubject => (COMPANY_SUBJECTS as readonly string[]).includes(subject);
const offered = (subject: CompanySubject) => ACTION_ORDER.filter((action) => CATALOGUE[subject].actions[action]);

/** A stored role's rules as checkboxes and a scope. */
export function matrixOf(rules: readonly PermissionRule[]): RoleMatrix {
  const checked = new Set<PermissionKey>();
  const kept: PermissionRule[] = [];
  let scope: RoleScope = 'company';
  for (const rule of rules) {
    const subjects = listOf(rule.subject);
    const actions = listOf(rule.action);
    const plain =
      !rule.inverted &&
      !rule.fields &&
      !(rule.conditions && 'userId' in rule.conditions) &&
      subjects.every(isCompanySubject) &&
      actions.every((a) => a === 'manage' || ACTION_ORDER.includes(a as RoleAction));
    if (!plain) {
      kept.push(rule);
      continue;
    }
    if (rule.conditions && 'divisionIds' in rule.conditions) scope = 'divisions';
    for (const subject of subjects as CompanySubject[]) {
      const granted = actions.includes('manage') ? offered(subject) : (actions as RoleAction[]).filter((a) => CATALOGUE[subject].actions[a]);
      for (const action of granted) checked.add(permissionKey(subject, action));
    }
  }
  return { checked, scope, kept };
}

/**
 * The checkboxes as CASL rules, one per subject, always under the company's condition (the API
 * refuses any other). A subject with every offered action checked becomes `manage`.
 */
export function rulesOf({ checked, scope, kept }: RoleMatrix): PermissionRule[] {
  const rules: PermissionRule[] = [];
  for (const subject of COMPANY_SUBJECTS) {
    const actions = offered(subject).filter((action) => checked.has(permissionKey(subject, action)));
    if (!actions.length) continue;
    const conditions: Record<string, unknown> = { companyId: COMPANY_CONDITION };
    if (scope === 'divisions' && PEOPLE_SUBJECTS.has(subject)) conditions.divisionIds = DIVISIONS_CONDITION;
    const all = actions.length === offered(subject).length;
    rules.push({ action: all ? 'manage' : actions.length === 1 ? actions[0] : actions, subject, conditions });
  }
  return [...rules, ...kept];
}

/** What a set of rules grants, in words, for a role's summary line. */
export function summaryOf(rules: readonly PermissionRule[], t: CompanyT): string {
  const { checked } = matrixOf(rules);
  const titles = COMPANY_SUBJECTS.filter((subject) => offered(subject).some((action) => checked.has(permissionKey(subject, action)))).map((subject) => t(CATALOGUE[subject].title));
  return titles.length ? titles.join(', ') : t('roles.noRights');
}
