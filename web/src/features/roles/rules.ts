import type { Action, PermissionRule } from '@contract/roles';

/**
 * A role's CASL rules as checkboxes, for company roles and product-wide roles alike: for each
 * subject, which actions the role allows. Rules the boxes cannot show are kept unchanged. What
 * differs between the scopes is their catalogue: the subjects, the actions each offers, whether
 * `manage` has a box of its own, and whether rules carry their company's condition.
 */

export type CheckAction = Exclude<Action, 'manage'>;
export const CHECK_ACTIONS: readonly CheckAction[] = ['read', 'create', 'update', 'delete'];

/**
 * Where a company role's rights apply. "Own divisions" limits the rights on people and what they
 * own to the employees who share one of the holder's divisions; rights on the company's own
 * settings have no division, so they stay company-wide.
 */
export type RoleReach = 'company' | 'divisions';

export const COMPANY_CONDITION = '${company.id}';
export const DIVISIONS_CONDITION = { $in: '${user.divisionIds}' };

export interface RuleCatalogue<S extends string> {
  subjects: readonly S[];
  /** The actions a subject's boxes offer, in `CHECK_ACTIONS` order. */
  offered: (subject: S) => readonly CheckAction[];
  /**
   * `manage` has a box of its own ("Everything", which also covers actions added later).
   * Without it, a subject with every offered action checked is saved as `manage`.
   */
  everythingBox: boolean;
  /**
   * Company roles: every rule is under the company's condition (the API refuses any other), and
   * these subjects, whose objects belong to an employee, also under the holder's divisions when
   * the role reaches only those. Rules limited to the holder themselves are kept unchanged.
   */
  company?: { people: ReadonlySet<S> };
}

/** Per subject: `manage`, or the actions checked. */
export type Grants<S extends string> = Partial<Record<S, 'manage' | readonly CheckAction[]>>;

export interface RuleMatrix<S extends string> {
  grants: Grants<S>;
  reach: RoleReach;
  /** Rules the checkboxes cannot show; saved as they are. */
  kept: PermissionRule[];
}

/** A rule's `action`, `subject` or `fields`, which may be one or a list, as a list. */
export const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
/** An action the boxes know (`manage` or one of `CHECK_ACTIONS`). */
export const isAction = (a: string): a is Action => a === 'manage' || (CHECK_ACTIONS as readonly string[]).includes(a);

function shownAsBoxes<S extends string>(catalogue: RuleCatalogue<S>, rule: PermissionRule): boolean {
  const conditionsShown = catalogue.company ? !(rule.conditions && 'userId' in rule.conditions) : !rule.conditions;
  return (
    !rule.inverted &&
    !rule.fields &&
    conditionsShown &&
    listOf(rule.subject).every((s) => (catalogue.subjects as readonly string[]).includes(s)) &&
    listOf(rule.action).every(isAction)
  );
}

function grant<S extends string>(catalogue: RuleCatalogue<S>, grants: Grants<S>, subject: S, actions: Action[]): void {
  const current = grants[subject];
  if (current === 'manage' || actions.includes('manage')) {
    grants[subject] = 'manage';
    return;
  }
  const merged = new Set([...(current ?? []), ...actions]);
  const offered = catalogue.offered(subject).filter((a) => merged.has(a));
  if (offered.length) grants[subject] = offered;
}

/** A stored role's rules as checkboxes, plus what they cannot show. */
export function matrixOf<S extends string>(
  catalogue: RuleCatalogue<S>,
  rules: readonly PermissionRule[],
): RuleMatrix<S> {
  const grants: Grants<S> = {};
  const kept: PermissionRule[] = [];
  let reach: RoleReach = 'company';
  for (const rule of rules) {
    if (!shownAsBoxes(catalogue, rule)) {
      kept.push(rule);
      continue;
    }
    if (catalogue.company && rule.conditions && 'divisionIds' in rule.conditions) reach = 'divisions';
    for (const subject of listOf(rule.subject) as S[])
      grant(catalogue, grants, subject, listOf(rule.action) as Action[]);
  }
  return { grants, reach, kept };
}

/** The actions checked on a subject (all it offers under `manage`). */
const checkedOn = <S extends string>(
  catalogue: RuleCatalogue<S>,
  grants: Grants<S>,
  subject: S,
): readonly CheckAction[] => {
  const current = grants[subject];
  return current === 'manage' ? catalogue.offered(subject) : (current ?? []);
};

/** The checkboxes as rules: one a subject, in the catalogue's order, then the kept rules. */
export function rulesOf<S extends string>(
  catalogue: RuleCatalogue<S>,
  { grants, reach, kept }: RuleMatrix<S>,
): PermissionRule[] {
  const rules: PermissionRule[] = [];
  for (const subject of catalogue.subjects) {
    const actions = checkedOn(catalogue, grants, subject);
    if (!actions.length) continue;
    const all =
      grants[subject] === 'manage' ||
      (!catalogue.everythingBox && actions.length === catalogue.offered(subject).length);
    const rule: PermissionRule = { action: all ? 'manage' : actions.length === 1 ? actions[0] : [...actions], subject };
    if (catalogue.company) {
      rule.conditions = { companyId: COMPANY_CONDITION };
      if (reach === 'divisions' && catalogue.company.people.has(subject))
        rule.conditions.divisionIds = DIVISIONS_CONDITION;
    }
    rules.push(rule);
  }
  return [...rules, ...kept];
}

/** Checks or clears one box. */
export function toggle<S extends string>(
  catalogue: RuleCatalogue<S>,
  grants: Grants<S>,
  subject: S,
  action: Action,
  on: boolean,
): Grants<S> {
  if (action === 'manage') return { ...grants, [subject]: on ? 'manage' : [] };
  const actions = checkedOn(catalogue, grants, subject);
  const next = on ? [...actions, action] : actions.filter((a) => a !== action);
  return { ...grants, [subject]: catalogue.offered(subject).filter((a) => next.includes(a)) };
}

export const isChecked = <S extends string>(grants: Grants<S>, subject: S, action: Action) => {
  const current = grants[subject];
  return current === 'manage' || (action !== 'manage' && !!current?.includes(action));
};

/** The subjects a role's boxes grant anything on, in the catalogue's order, for a role's summary line. */
export function grantedSubjects<S extends string>(catalogue: RuleCatalogue<S>, rules: readonly PermissionRule[]): S[] {
  const { grants } = matrixOf(catalogue, rules);
  return catalogue.subjects.filter((subject) => checkedOn(catalogue, grants, subject).length > 0);
}
