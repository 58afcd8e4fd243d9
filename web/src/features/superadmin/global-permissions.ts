import { SUBJECTS, type Action, type PermissionRule, type Subject } from '@contract/roles';
import { superadminT, type SuperadminT } from './i18n';

/**
 * Product-wide roles as checkboxes: for each subject, which actions the role allows. A subject with
 * "everything" checked is saved as `manage` (which also covers actions added later). Rules the
 * checkboxes cannot show (with conditions, fields or "cannot") are kept unchanged and described
 * in words. Actions and subjects are named by `t('permissions.actions.<action>')` and
 * `t('permissions.subjects.<subject>')`.
 */

export type GlobalSubject = Exclude<Subject, 'all'>;
export type CheckAction = Exclude<Action, 'manage'>;

export const CHECK_ACTIONS: readonly CheckAction[] = ['read', 'create', 'update', 'delete'];

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

const subjectWords = (subject: string, t: SuperadminT) =>
  isGlobalSubject(subject) ? t(`permissions.rule.subjects.${subject}`) : subject === 'all' ? t('permissions.rule.everything') : subject;
const actionWords = (action: string, t: SuperadminT) =>
  isAction(action) ? (action === 'manage' ? t('permissions.rule.manage') : t(`permissions.rule.actions.${action}`)) : action;

const CONDITION_OPERATORS = ['$eq', '$ne', '$in', '$nin'] as const;
const isConditionOperator = (op: string): op is (typeof CONDITION_OPERATORS)[number] => (CONDITION_OPERATORS as readonly string[]).includes(op);

function valueWords(value: unknown, t: SuperadminT): string {
  if (value === '${user.divisionIds}') return t('permissions.rule.holderDivisions');
  if (value === '${user.id}') return t('permissions.rule.holder');
  if (Array.isArray(value)) return value.map((v) => valueWords(v, t)).join(', ');
  return value === null ? t('permissions.rule.empty') : String(value);
}

function conditionWords(field: string, value: unknown, t: SuperadminT): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([op, operand]) => {
        const words = { field, value: valueWords(operand, t) };
        return isConditionOperator(op) ? t(`permissions.rule.condition.${op}`, words) : t('permissions.rule.condition.other', { ...words, operator: op });
      })
      .join(t('permissions.rule.and'));
  }
  return t('permissions.rule.condition.$eq', { field, value: valueWords(value, t) });
}

/**
 * A rule in one sentence, e.g. "Can see companies where industry is one of Retail, Food"
 * (in the reader's language unless a screen passes its own `t`).
 */
export function describeRule(rule: PermissionRule, t: SuperadminT = superadminT()): string {
  const actions = listOf(rule.action)
    .map((a) => actionWords(a, t))
    .join(t('permissions.rule.or'));
  const subjects = listOf(rule.subject)
    .map((s) => subjectWords(s, t))
    .join(', ');
  let text = t(rule.inverted ? 'permissions.rule.cannot' : 'permissions.rule.can', { actions, subjects });
  if (rule.fields) text = t('permissions.rule.onlyFields', { rule: text, fields: listOf(rule.fields).join(', ') });
  if (rule.conditions) {
    const conditions = Object.entries(rule.conditions)
      .map(([f, v]) => conditionWords(f, v, t))
      .join(t('permissions.rule.and'));
    text = t('permissions.rule.where', { rule: text, conditions });
  }
  return rule.reason ? t('permissions.rule.reason', { rule: text, reason: rule.reason }) : text;
}

/** What a role grants, in a line: the subjects it names. */
export function summaryOf(rules: readonly PermissionRule[], t: SuperadminT): string {
  const { grants, kept } = matrixOf(rules);
  const subjects = GLOBAL_SUBJECTS.filter((s) => grants[s] === 'manage' || (grants[s]?.length ?? 0) > 0).map((s) => t(`permissions.subjects.${s}`));
  const more = kept.length ? t('permissions.specialRules', { count: kept.length }) : '';
  return [...subjects, more].filter(Boolean).join(', ') || t('permissions.noRights');
}
