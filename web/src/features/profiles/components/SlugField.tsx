import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { RESERVED_SLUGS, SLUG_PATTERN, type SlugAvailability } from '@contract/profiles';
import { TextField } from '../../../lib/forms';
import { useMessageText } from '../../../i18n/messages';
import { paths } from '../../../session/paths';
import { useProfilesText } from '../i18n';

export type SlugCheck = (slug: string, signal: AbortSignal) => Promise<SlugAvailability>;

/** Waits for a pause in typing before asking the API, which allows 60 checks a minute. */
const CHECK_DELAY_MS = 400;

type Check = { slug: string } & (
  { state: 'checking' } | { state: 'done'; result: SlugAvailability } | { state: 'failed' }
);

interface SlugFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** What the field holds now. */
  value: string;
  /** The profile's current slug: always its own, so not checked. */
  savedSlug: string | null;
  check: SlugCheck;
  onPick: (slug: string) => void;
  error?: string;
}

const looksUsable = (slug: string) => SLUG_PATTERN.test(slug) && !(RESERVED_SLUGS as readonly string[]).includes(slug);

/**
 * The profile's address (`/card/@slug`), checked with the API while typing: free, taken (with
 * free suggestions to pick), or refused. The form's own validation covers the shape.
 */
export function SlugField({ value, savedSlug, check, onPick, error, ...input }: SlugFieldProps) {
  const { t } = useProfilesText();
  const messageText = useMessageText();
  const slug = value.trim().toLowerCase();
  const wanted = looksUsable(slug) && slug !== savedSlug ? slug : null;
  const [result, setResult] = useState<Check | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ slug: wanted, state: 'checking' });
      check(wanted, controller.signal).then(
        (answer) => setResult({ slug: wanted, state: 'done', result: answer }),
        (failure: unknown) => {
          if ((failure as Error).name !== 'AbortError') setResult({ slug: wanted, state: 'failed' });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, check]);

  const current = wanted && result?.slug === wanted ? result : null;
  const address = `${window.location.host}${paths.publicPage(slug || t('slug.example'))}`;

  return (
    <div className="stack slug-field">
      <TextField
        label={t('slug.label')}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={t('slug.hint', { address })}
        error={error}
        {...input}
      />
      {!error && wanted && (
        <div className="slug-status" role="status" aria-live="polite">
          {(!current || current.state === 'checking') && (
            <span className="muted">{t('slug.checking', { slug: wanted })}</span>
          )}
          {current?.state === 'failed' && <span className="muted">{t('slug.checkFailed')}</span>}
          {current?.state === 'done' && current.result.available && (
            <span className="slug-free">{t('slug.available', { slug: wanted })}</span>
          )}
          {current?.state === 'done' && !current.result.available && (
            <>
              <span className="field-error">{current.result.message && messageText(current.result.message)}</span>
              {current.result.suggestions.length > 0 && (
                <span className="slug-suggestions">
                  <span>{t('slug.try')}</span>
                  {current.result.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => onPick(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </span>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
