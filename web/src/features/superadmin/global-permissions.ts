import { SUBJECTS, type PermissionRule, type Subject } from '@contract/roles';
import {
  CHECK_ACTIONS,
  grantedSubjects,
  isAction,
  listOf,
  matrixOf,
  type RuleCatalogue,
  type RuleWords,
} from '../roles';
import { superadminT, type SuperadminT } from './i18n';

/**
 * Product-wide roles as checkboxes: every action on every subject, and "Everything" (`manage`,
 * which also covers actions added later) as a box of its own. Rules the checkboxes cannot show
 * (with conditions, fields or "cannot") are described in words. Actions and subjects are named by
 * `t('permissions.actions.<action>')` and `t('permissions.subjects.<subject>')`.
 */

export type GlobalSubject = Exclude<Subject, 'all'>;

export const GLOBAL_SUBJECTS = SUBJECTS.filter((s): s is GlobalSubject => s !== 'all');

export const GLOBAL_CATALOGUE: RuleCatalogue<GlobalSubject> = {
  subjects: GLOBAL_SUBJECTS,
  offered: () => CHECK_ACTIONS,
  everythingBox: true,
};

const isGlobalSubject = (s: string): s is GlobalSubject => (GLOBAL_SUBJECTS as readonly string[]).includes(s);

const subjectWords = (subject: string, t: SuperadminT) =>
  isGlobalSubject(subject)
    ? t(`permissions.rule.subjects.${subject}`)
    : subject === 'all'
      ? t('permissions.rule.everything')
      : subject;
const actionWords = (action: string, t: SuperadminT) =>
  isAction(action)
    ? action === 'manage'
      ? t('permissions.rule.manage')
      : t(`permissions.rule.actions.${action}`)
    : action;

const CONDITION_OPERATORS = ['$eq', '$ne', '$in', '$nin'] as const;
const isConditionOperator = (op: string): op is (typeof CONDITION_OPERATORS)[number] =>
  (CONDITION_OPERATORS as readonly string[]).includes(op);

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
        return isConditionOperator(op)
          ? t(`permissions.rule.condition.${op}`, words)
          : t('permissions.rule.condition.other', { ...words, operator: op });
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

/** The rule editor's words for a product-wide role, in the reader's language. */
export function globalRuleWords(t: SuperadminT): RuleWords<GlobalSubject> {
  return {
    subject: (subject) => t(`permissions.subjects.${subject}`),
    action: (_subject, action) => t(`permissions.actions.${action}`),
    kept: {
      title: t('roles.special.title'),
      intro: t('roles.special.intro'),
      describe: (rule) => describeRule(rule, t),
      remove: t('roles.special.remove'),
      removeLabel: (rule) => t('roles.special.removeLabel', { rule }),
    },
  };
}

/** What a role grants, in a line: the subjects it names. */
export function summaryOf(rules: readonly PermissionRule[], t: SuperadminT): string {
  const subjects = grantedSubjects(GLOBAL_CATALOGUE, rules).map((s) => t(`permissions.subjects.${s}`));
  const kept = matrixOf(GLOBAL_CATALOGUE, rules).kept.length;
  const more = kept ? t('permissions.specialRules', { count: kept }) : '';
  return [...subjects, more].filter(Boolean).join(', ') || t('permissions.noRights');
}
