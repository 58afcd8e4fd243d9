import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { TextField } from '../../../lib/forms';
import { useSettled } from '../../../lib/use-settled';
import { useOccupationSuggestions } from '../../tools/api';
import { useProfilesText } from '../i18n';

/** Suggestions wait for a pause in typing: asked for once a word, not once a letter. */
const SUGGEST_DELAY_MS = 250;

interface JobTitleFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** What is typed now (the form's watched value): the suggestions follow it. */
  typed: string;
  error?: string;
  /** Replaces the usual hint (a locked title says who manages it). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The job title, with suggestions from standard occupation titles and the person's own
 * (GET /v1/tools/occupations). A native list: the browser offers it under the field, by arrow
 * keys or pointer, and screen readers announce it with the field's label.
 */
export function JobTitleField({ typed, error, hint, ...input }: JobTitleFieldProps) {
  const { t } = useProfilesText();
  const listId = useId();
  const suggestions = useOccupationSuggestions(useSettled(typed, SUGGEST_DELAY_MS));
  const titles = (suggestions.data ?? []).map((o) => o.title).filter((title) => title !== typed);
  return (
    <>
      <TextField
        label={t('details.jobTitle')}
        autoComplete="organization-title"
        list={listId}
        hint={hint ?? t('details.jobTitleHint')}
        error={error}
        {...input}
      />
      <datalist id={listId}>
        {titles.map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
    </>
  );
}
