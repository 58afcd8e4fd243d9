import { useEffect, useRef, useState } from 'react';
import { createUserBody } from '@contract/users';
import type { AuthUser } from '../../../app/auth';
import { authApi, type UserRecord } from '../api';
import { deriveRecord, isComplete, reloadGuard } from '../account-record';
import { useAppMutation } from '../../../lib/toasts';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { errorMessage } from '../../../lib/api';
import { signOutEverywhere } from '../../../lib/identity';
import { LoadingState, Logo, usePageTitle } from '../../../components/ui';

const setupSchema = createUserBody.omit({ userId: true });

type Phase = 'auto' | 'form' | 'stuck';

/**
 * A signed-in person without a profile (spec §4): creates their user record, which makes
 * the first default profile, and reloads. Asks only for what the identity does not say.
 */
export default function AccountSetup({ user }: { user: AuthUser }) {
  usePageTitle('Setting up your account');
  const derived = deriveRecord(user);
  const [phase, setPhase] = useState<Phase>(() => (reloadGuard.recent(user.uid) ? 'stuck' : isComplete(derived) ? 'auto' : 'form'));
  const [autoError, setAutoError] = useState<unknown>(null);
  const started = useRef(false);

  const create = useAppMutation<UserRecord, Omit<typeof derived, never>>({
    mutationFn: (body) => authApi.createUserRecord({ userId: user.uid, ...body }),
    success: 'Your account is ready.',
    silentError: true,
    onSuccess: () => {
      reloadGuard.mark(user.uid);
      window.location.reload();
    },
  });

  const form = useZodForm(setupSchema, { defaultValues: derived });

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
        {phase === 'auto' && <LoadingState label="Setting up your account…" />}
        {phase === 'stuck' && (
          <div className="stack">
            <h1>We couldn&apos;t finish setting up your account</h1>
            <p>Your sign-in worked, but your first profile is not there yet. This is usually a short hiccup on our side.</p>
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
                Try again
              </button>
              <button type="button" className="button button-secondary" onClick={() => void signOutEverywhere()}>
                Sign out
              </button>
            </div>
          </div>
        )}
        {phase === 'form' && (
          <form
            className="stack"
            noValidate
            onSubmit={form.handleSubmit((values) =>
              create
                .mutateAsync({ firstName: values.firstName, lastName: values.lastName, email: values.email, phoneNumber: values.phoneNumber ?? '' })
                .catch((error: unknown) => showFormError(form, error)),
            )}
          >
            <h1>Finish setting up your account</h1>
            <p>Tell us your name{user.email ? '' : ' and email'} so we can create your first profile.</p>
            <FormError message={form.formState.errors.root?.message ?? (autoError ? errorMessage(autoError) : undefined)} />
            <div className="form-grid">
              <TextField label="First name" autoComplete="given-name" error={form.formState.errors.firstName?.message} {...form.register('firstName')} />
              <TextField label="Last name" autoComplete="family-name" error={form.formState.errors.lastName?.message} {...form.register('lastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" readOnly={!!user.email} error={form.formState.errors.email?.message} {...form.register('email')} />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              readOnly={!!user.phoneNumber}
              hint="Optional"
              error={form.formState.errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
            <SubmitButton pending={form.formState.isSubmitting}>Create my account</SubmitButton>
            <button type="button" className="button button-link" onClick={() => void signOutEverywhere()}>
              Sign out
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
