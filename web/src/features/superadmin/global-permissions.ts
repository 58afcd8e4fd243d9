import { SUBJECTS, type Action, type PermissionRule, type Subject } from '@contract/roles';

/**
 * Product-wide roles as checkboxes: for each subject, which actions the role allows. A subject with
 * "everything" checked is saved as `manage` (which also covers actions added later). Rules the
 * checkboxes cannot show (with conditions, fields or "cannot") are kept unchanged and described
 * in words.
 */

export type GlobalSubject = Exclude<Subject, 'all'>;
export type CheckAction = Exclude<Action, 'manage'>;

export const CHECK_ACTIONS: readonly CheckAction[] = ['read', 'create', 'update', 'delete'];

export const ACTION_LABELS: Record<Action, string> = { read: 'See', create: 'Create', update: 'Change', delete: 'Delete', manage: 'Everything' };

/** Every subject a product role may name, in plain words. */
export const SUBJECT_LABELS: Record<GlobalSubject, string> = {
  User: 'User accounts',
  Profile: 'Profiles',
  Link: 'Profile links',
  Card: 'Cards',
  Contact: 'Contacts and leads',
  Social: 'Social accounts',
  Analytics: 'Analytics',
  Integration: 'Integrations',
  Subscription: 'Subscriptions',
  Plan: 'Plans',
  Role: 'Product roles',
  Company: 'Companies',
  Employee: 'Employees',
  CompanyRole: 'Company roles',
  Division: 'Divisions',
  CompanyLink: 'Company links',
  CompanyCard: 'Company cards',
};

export const GLOBAL_SUBJECTS = SUBJECTS.filter((s): s is GlobalSubject => s !== 'all');

/** Per subject: `manage`, or the actions checked. */
export type Grants = Partial<Record<GlobalSubject, 'manage' | readonly CheckAction[]>>;

export interface RuleMatrix {
  grants: Grants;
  /** Rules the checkboxes cannot show; saved as they are. */
  kept: PermissionRule[];
}

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const isGlobalSubject = (s: string): s is GlobalSubject => (GLOBAL_SUBJECTS as readonly string[]).includes(s);
const isAction = (a: string): a is Action => a === 'manage' || (CHECK_ACTIONS as readonly string[]).includes(a);

function grant(grants: Grants, subject: GlobalSubject, actions: Action[]): void {
  const current = grants[subject];
  if (current === 'manage' || actions.includes('manage')) {
    grants[subject] = 'manage';
    return;
  }
  const merged = new Set([...(current ?? []), ...(actions as CheckAction[])]);
  grants[subject] = CHECK_ACTIONS.filter((a) => merged.has(a));
}

/** A stored role's rules as checkboxes, plus what they cannot show. */
export function matrixOf(rules: readonly PermissionRule[]): RuleMatrix {
  const grants: Grants = {};
  const kept: PermissionRule[] = [];
  for (const rule of rules) {
    const subjects = listOf(rule.subject);
    const actions = listOf(rule.action);
    const plain = !rule.inverted && !rule.fields && !rule.conditions && subjects.every(isGlobalSubject) && actions.every(isAction);
    if (!plain) {
      kept.push(rule);
      continue;
    }
    for (const subject of subjects as GlobalSubject[]) grant(grants, subject, actions as Action[]);
  }
  return { grants, kept };
}

/** The checkboxes as rules: one a subject, in the subjects' order, then the kept rules. */
export function rulesOf({ grants, kept }: RuleMatrix): PermissionRule[] {
  const rules: PermissionRule[] = [];
  for (const subject of GLOBAL_SUBJECTS) {
    const granted = grants[subject];
    if (!granted || (granted !== 'manage' && !granted.length)) continue;
    const action = granted === 'manage' ? 'manage' : granted.length === 1 ? granted[0] : [...granted];
    rules.push({ action, subject });
  }
  return [...rules, ...kept];
}

/** Checks or clears one box. */
export function toggle(grants: Grants, subject: GlobalSubject, action: Action, on: boolean): Grants {
  const current = grants[subject];
  if (action === 'manage') return { ...grants, [subject]: on ? 'manage' : [] };
  const actions = current === 'manage' ? [...CHECK_ACTIONS] : [...(current ?? [])];
  const next = on ? [...new Set([...actions, action])] : actions.filter((a) => a !== action);
  return { ...grants, [subject]: CHECK_ACTIONS.filter((a) => next.includes(a)) };
}

export const isChecked = (grants: Grants, subject: GlobalSubject, action: Action) => {
  const current = grants[subject];
  return current === 'manage' || (action !== 'manage' && !!current?.includes(action));
};

const subjectWords = (subject: string) => (isGlobalSubject(subject) ? SUBJECT_LABELS[subject].toLowerCase() : subject === 'all' ? 'everything' : subject);
const actionWords = (action: string) => (isAction(action) ? (action === 'manage' ? 'do anything with' : ACTION_LABELS[action].toLowerCase()) : action);

function valueWords(value: unknown): string {
  if (value === '${user.divisionIds}') return "one of the holder's divisions";
  if (value === '${user.id}') return 'the holder';
  if (Array.isArray(value)) return value.map(valueWords).join(', ');
  return value === null ? 'empty' : String(value);
}

function conditionWords(field: string, value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const words: Record<string, string> = { $eq: 'is', $ne: 'is not', $in: 'is one of', $nin: 'is none of' };
    return Object.entries(value)
      .map(([op, operand]) => `${field} ${words[op] ?? op} ${valueWords(operand)}`)
      .join(' and ');
  }
  return `${field} is ${valueWords(value)}`;
}

/** A rule in one sentence, e.g. "Can see companies where industry is one of Retail, Food". */
export function describeRule(rule: PermissionRule): string {
  const actions = listOf(rule.action).map(actionWords).join(' or ');
  const subjects = listOf(rule.subject).map(subjectWords).join(', ');
  let text = `${rule.inverted ? 'Cannot' : 'Can'} ${actions} ${subjects}`;
  if (rule.fields) text += ` (only ${listOf(rule.fields).join(', ')})`;
  if (rule.conditions)
    text += ` where ${Object.entries(rule.conditions)
      .map(([f, v]) => conditionWords(f, v))
      .join(' and ')}`;
  return rule.reason ? `${text}. ${rule.reason}` : text;
}

/** What a role grants, in a line: the subjects it names. */
export function summaryOf(rules: readonly PermissionRule[]): string {
  const { grants, kept } = matrixOf(rules);
  const subjects = GLOBAL_SUBJECTS.filter((s) => grants[s] === 'manage' || (grants[s]?.length ?? 0) > 0).map((s) => SUBJECT_LABELS[s]);
  const more = kept.length ? `${kept.length} special ${kept.length === 1 ? 'rule' : 'rules'}` : '';
  return [...subjects, more].filter(Boolean).join(', ') || 'No rights';
}
