import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api';
import { signOutEverywhere } from '../../../lib/identity';
import { withRedirect } from '../../../app/redirects';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteAccount, useDownloadMyData } from '../api';

const isRecentLoginRefusal = (error: unknown) => error instanceof ApiError && error.code === 'requires-recent-login';

/**
 * Account settings: take a copy of everything, or delete the account. Deleting wants a sign-in
 * within five minutes (the API says so with 'requires-recent-login'); then the person signs in
 * again and comes back here.
 */
export function AccountDataPanel({ userId }: { userId: string }) {
  const titleId = useId();
  const navigate = useNavigate();
  const download = useDownloadMyData(userId);
  const remove = useDeleteAccount(userId);
  const [confirming, setConfirming] = useState(false);

  const deleteAccount = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        await signOutEverywhere();
        navigate('/', { replace: true });
      },
      onError: () => setConfirming(false),
    });

  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Your data</h2>
      <div className="stack">
        <p className="muted">
          Download a copy of everything in your account: profiles, links, cards, contacts (as a spreadsheet and as vCards), visits, connected services and your uploaded files, in
          one zip file.
        </p>
        {download.isError && (
          <p className="field-error" role="alert">
            {errorMessage(download.error)}
          </p>
        )}
        <div className="row">
          <button type="button" className="button button-secondary" disabled={download.isPending} aria-busy={download.isPending || undefined} onClick={() => download.mutate()}>
            {download.isPending ? 'Preparing your data…' : 'Download my data'}
          </button>
        </div>
      </div>
      <div className="stack">
        <p className="muted">
          Deleting your account removes your profiles, links, contacts, analytics and files, disconnects the services you connected, cancels your subscription and ends your
          sign-in. Your printed cards stop working and your links stay unused for 90 days. This cannot be undone.
        </p>
        {remove.isError && (
          <div className="stack" role="alert">
            <p className="field-error">{errorMessage(remove.error)}</p>
            {isRecentLoginRefusal(remove.error) && (
              <div className="row">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={async () => {
                    await signOutEverywhere();
                    navigate(withRedirect('/auth/sign-in', '/dashboard'));
                  }}
                >
                  Sign in again
                </button>
              </div>
            )}
          </div>
        )}
        <div className="row">
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            Delete my account
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>Everything in your account is deleted and you are signed out. Download your data first if you want a copy.</p>
      </ConfirmDialog>
    </section>
  );
}
