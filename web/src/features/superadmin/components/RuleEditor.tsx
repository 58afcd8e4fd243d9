import { useId } from 'react';
import type { Action, PermissionRule } from '@contract/roles';
import { CHECK_ACTIONS, GLOBAL_SUBJECTS, describeRule, isChecked, matrixOf, rulesOf, toggle, type GlobalSubject } from '../global-permissions';
import { useSuperadminText } from '../i18n';

interface RuleEditorProps {
  value: readonly PermissionRule[];
  onChange: (rules: PermissionRule[]) => void;
  disabled?: boolean;
}

const BOXES: readonly Action[] = ['manage', ...CHECK_ACTIONS];

/**
 * A product role's rights as checkboxes: one group a subject, one box an action. "Everything"
 * covers every action (and any added later). Rules set through the API that boxes cannot show
 * are listed in words, and can be removed but not changed here.
 */
export function RuleEditor({ value, onChange, disabled = false }: RuleEditorProps) {
  const { t } = useSuperadminText();
  const matrix = matrixOf(value);
  const keptId = useId();
  const set = (subject: GlobalSubject, action: Action, on: boolean) => onChange(rulesOf({ ...matrix, grants: toggle(matrix.grants, subject, action, on) }));
  const remove = (rule: PermissionRule) => onChange(rulesOf({ ...matrix, kept: matrix.kept.filter((r) => r !== rule) }));

  return (
    <div>
      <div className="rule-grid">
        {GLOBAL_SUBJECTS.map((subject) => {
          const everything = matrix.grants[subject] === 'manage';
          return (
            <fieldset key={subject} className="rule-subject" disabled={disabled}>
              <legend>{t(`permissions.subjects.${subject}`)}</legend>
              <div className="rule-actions">
                {BOXES.map((action) => (
                  <label key={action} className="checkbox-inline">
                    <input
                      type="checkbox"
                      checked={isChecked(matrix.grants, subject, action)}
                      disabled={action !== 'manage' && everything}
                      onChange={(event) => set(subject, action, event.currentTarget.checked)}
                    />
                    {t(`permissions.actions.${action}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {matrix.kept.length > 0 && (
        <section aria-labelledby={keptId}>
          <h3 id={keptId}>{t('roles.special.title')}</h3>
          <p className="muted">{t('roles.special.intro')}</p>
          <ul className="rule-kept">
            {matrix.kept.map((rule, index) => {
              const words = describeRule(rule, t);
              return (
                <li key={index}>
                  <span>{words}</span>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={disabled}
                    aria-label={t('roles.special.removeLabel', { rule: words })}
                    onClick={() => remove(rule)}
                  >
                    {t('roles.special.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
