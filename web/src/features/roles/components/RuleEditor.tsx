import { useId } from 'react';
import type { Action, PermissionRule } from '@contract/roles';
import { isChecked, toggle, type RoleReach, type RuleCatalogue, type RuleMatrix } from '../rules';
import '../roles.css';

const MANAGE: Action = 'manage';

/** The words of a scope's editor, from the screen's own texts. */
export interface RuleWords<S extends string> {
  subject: (subject: S) => string;
  action: (subject: S, action: Action) => string;
  /** Company roles: where the rights apply. */
  reach?: { legend: string; options: readonly { value: RoleReach; label: string; hint: string }[] };
  /** Rules the boxes cannot show: counted in a line, or listed in words, each with a way to remove it. */
  kept:
    | { count: (count: number) => string }
    | {
        title: string;
        intro: string;
        describe: (rule: PermissionRule) => string;
        remove: string;
        removeLabel: (rule: string) => string;
      };
}

interface RuleEditorProps<S extends string> {
  catalogue: RuleCatalogue<S>;
  words: RuleWords<S>;
  value: RuleMatrix<S>;
  onChange: (matrix: RuleMatrix<S>) => void;
  disabled?: boolean;
}

/**
 * A role's rights as checkboxes, for company and product-wide roles: one group a subject, one box
 * an action, in plain words; nobody sees JSON. Under an "Everything" box the others are checked
 * and locked.
 */
export function RuleEditor<S extends string>({
  catalogue,
  words,
  value,
  onChange,
  disabled = false,
}: RuleEditorProps<S>) {
  const reachName = useId();
  const keptId = useId();
  const { kept } = words;
  const set = (subject: S, action: Action, on: boolean) =>
    onChange({ ...value, grants: toggle(catalogue, value.grants, subject, action, on) });
  const remove = (rule: PermissionRule) => onChange({ ...value, kept: value.kept.filter((r) => r !== rule) });

  return (
    <div className="rule-editor">
      {words.reach && (
        <fieldset className="rule-reach" disabled={disabled}>
          <legend>{words.reach.legend}</legend>
          {words.reach.options.map((option) => (
            <label key={option.value} className="radio-option">
              <input
                type="radio"
                name={reachName}
                value={option.value}
                checked={value.reach === option.value}
                onChange={() => onChange({ ...value, reach: option.value })}
              />
              <span>
                <strong>{option.label}</strong>
                <span className="fine-print">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {'count' in kept && value.kept.length > 0 && <p className="fine-print">{kept.count(value.kept.length)}</p>}
      <div className="rule-grid">
        {catalogue.subjects.map((subject) => {
          const everything = value.grants[subject] === 'manage';
          const boxes: readonly Action[] = catalogue.everythingBox
            ? [MANAGE, ...catalogue.offered(subject)]
            : catalogue.offered(subject);
          return (
            <fieldset key={subject} className="rule-subject" disabled={disabled}>
              <legend>{words.subject(subject)}</legend>
              <div className="rule-actions">
                {boxes.map((action) => (
                  <label key={action} className="checkbox-inline">
                    <input
                      type="checkbox"
                      checked={isChecked(value.grants, subject, action)}
                      disabled={catalogue.everythingBox && action !== 'manage' && everything}
                      onChange={(event) => set(subject, action, event.currentTarget.checked)}
                    />
                    {words.action(subject, action)}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {'describe' in kept && value.kept.length > 0 && (
        <section aria-labelledby={keptId}>
          <h3 id={keptId}>{kept.title}</h3>
          <p className="muted">{kept.intro}</p>
          <ul className="rule-kept">
            {value.kept.map((rule, index) => {
              const described = kept.describe(rule);
              return (
                <li key={index}>
                  <span>{described}</span>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={disabled}
                    aria-label={kept.removeLabel(described)}
                    onClick={() => remove(rule)}
                  >
                    {kept.remove}
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
