import { useEffect, useRef, useState } from 'react';
import { createUserBody } from '@contract/users';
import type { AuthUser } from '../../../session/auth';
import { authApi, type UserRecord } from '../api';
import { deriveRecord, isComplete, reloadGuard } from '../account-record';
import { useAppMutation } from '../../../lib/toasts';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { errorMessage } from '../../../lib/api';
import { signOutEverywhere } from '../../../lib/identity';
import { LoadingState, Logo, usePageTitle } from '../../../components/ui';
import { useAuthText } from '../i18n';

const setupSchema = createUserBody.omit({ userId: true });

type Phase = 'auto' | 'form' | 'stuck';

/**
 * A signed-in person without a profile (spec §4): creates their user record, which makes
 * the first default profile, and reloads. Asks only for what the identity does not say.
 */
export default function AccountSetup({ user }: { user: AuthUser }) {
  const { t } = useAuthText();
  usePageTitle(t('accountSetup.title'));
  const derived = deriveRecord(user);
  const [phase, setPhase] = useState<Phase>(() =>
    reloadGuard.recent(user.uid) ? 'stuck' : isComplete(derived) ? 'auto' : 'form',
  );
  const [autoError, setAutoError] = useState<unknown>(null);
  const started = useRef(false);

  const create = useAppMutation<UserRecord, Omit<typeof derived, never>>({
    mutationFn: (body) => authApi.createUserRecord({ userId: user.uid, ...body }),
    success: t('accountSetup.ready'),
    silentError: true,
    onSuccess: () => {
      reloadGuard.mark(user.uid);
      window.location.reload();
    },
  });

  const form = useZodForm(setupSchema, { defaultValues: derived });
  const submit = useFormSubmit(form, (values) =>
    create.mutateAsync({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber ?? '',
    }),
  );

  useEffect(() => {
    if (phase !== 'auto' || started.current) return;
    started.current = true;
    create.mutate(derived, {
      onError: (error) => {
        setAutoError(error);
        setPhase('form');
      },
    });
  }, [phase, create, derived]);

  return (
    <div className="auth-shell">
      <main id="main" className="auth-card" tabIndex={-1}>
        <Logo />
        {phase === 'auto' && <LoadingState label={t('accountSetup.settingUp')} />}
        {phase === 'stuck' && (
          <div className="stack">
            <h1>{t('accountSetup.stuck.heading')}</h1>
            <p>{t('accountSetup.stuck.body')}</p>
            <div className="row">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  reloadGuard.clear(user.uid);
                  started.current = false;
                  setPhase(isComplete(derived) ? 'auto' : 'form');
                }}
              >
                {t('accountSetup.stuck.tryAgain')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void signOutEverywhere()}>
                {t('accountSetup.signOut')}
              </button>
            </div>
          </div>
        )}
        {phase === 'form' && (
          <form className="stack" noValidate onSubmit={submit}>
            <h1>{t('accountSetup.heading')}</h1>
            <p>{user.email ? t('accountSetup.askName') : t('accountSetup.askNameAndEmail')}</p>
            <FormError
              message={form.formState.errors.root?.message ?? (autoError ? errorMessage(autoError) : undefined)}
            />
            <div className="form-grid">
              <TextField
                label={t('field.firstName')}
                autoComplete="given-name"
                error={form.formState.errors.firstName?.message}
                {...form.register('firstName')}
              />
              <TextField
                label={t('field.lastName')}
                autoComplete="family-name"
                error={form.formState.errors.lastName?.message}
                {...form.register('lastName')}
              />
            </div>
            <TextField
              label={t('field.email')}
              type="email"
              autoComplete="email"
              readOnly={!!user.email}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label={t('field.phoneNumber')}
              type="tel"
              autoComplete="tel"
              readOnly={!!user.phoneNumber}
              hint={t('accountSetup.optional')}
              error={form.formState.errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
            <SubmitButton pending={form.formState.isSubmitting}>{t('accountSetup.submit')}</SubmitButton>
            <button type="button" className="button button-link" onClick={() => void signOutEverywhere()}>
              {t('accountSetup.signOut')}
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
