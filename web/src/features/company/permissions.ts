import { COMPANY_SUBJECTS, type CompanySubject, type PermissionRule } from '@contract/roles';

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

/**
 * What each company subject's rights mean to an administrator. Only the actions the API checks on
 * that subject are offered; a subject's full set checked is saved as `manage`.
 */
const CATALOGUE: Record<CompanySubject, { title: string; actions: Partial<Record<RoleAction, string>> }> = {
  Company: { title: 'Company', actions: { read: 'View the company', update: 'Edit company details, branding and locked fields' } },
  Employee: {
    title: 'Employees',
    actions: { read: 'View employees', create: 'Invite and import employees', update: 'Edit employees, their roles and divisions', delete: 'Remove employees' },
  },
  CompanyRole: { title: 'Roles', actions: { read: 'View roles', create: 'Create roles', update: 'Edit roles' } },
  Division: { title: 'Divisions', actions: { read: 'View divisions', create: 'Create divisions', update: 'Rename and move divisions' } },
  CompanyLink: { title: 'Company links', actions: { read: 'View company links', create: 'Add company links', update: 'Edit company links', delete: 'Delete company links' } },
  CompanyCard: { title: 'Company cards', actions: { read: 'View company cards', update: 'Assign and reassign company cards' } },
  Profile: { title: "Employees' profiles", actions: { read: "View employees' profiles", update: "Edit employees' profiles" } },
  Card: { title: "Employees' cards", actions: { read: "View employees' cards", update: "Edit employees' cards" } },
  Contact: { title: 'Leads', actions: { read: "View employees' leads", update: "Edit employees' leads", delete: "Delete employees' leads" } },
  Analytics: { title: 'Analytics', actions: { read: "View employees' analytics" } },
  Subscription: { title: 'Billing', actions: { read: 'View the subscription', update: 'Manage the subscription and seats' } },
};

const ACTION_ORDER: readonly RoleAction[] = ['read', 'create', 'update', 'delete'];

export const PERMISSION_GROUPS: readonly PermissionGroup[] = COMPANY_SUBJECTS.map((subject) => ({
  subject,
  title: CATALOGUE[subject].title,
  options: ACTION_ORDER.filter((action) => CATALOGUE[subject].actions[action]).map((action) => ({ subject, action, label: CATALOGUE[subject].actions[action]! })),
}));

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
export function summaryOf(rules: readonly PermissionRule[]): string {
  const { checked } = matrixOf(rules);
  const titles = PERMISSION_GROUPS.filter((group) => group.options.some((o) => checked.has(permissionKey(o.subject, o.action)))).map((group) => group.title);
  return titles.length ? titles.join(', ') : 'No rights yet';
}
