import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api';
import { signOutEverywhere } from '../../../lib/identity';
import { withRedirect } from '../../../session/redirects';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMessageText } from '../../../i18n/messages';
import { useDeleteAccount, useDownloadMyData } from '../api';
import { usePrivacyText } from '../i18n';
import { paths } from '../../../session/paths';

const isRecentLoginRefusal = (error: unknown) => error instanceof ApiError && error.code === 'requires-recent-login';

/**
 * Account settings: take a copy of everything, or delete the account. Deleting wants a sign-in
 * within five minutes (the API says so with 'requires-recent-login'); then the person signs in
 * again and comes back here.
 */
export function AccountDataPanel({ userId }: { userId: string }) {
  const { t } = usePrivacyText();
  const messageText = useMessageText();
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
        navigate(paths.landing, { replace: true });
      },
      onError: () => setConfirming(false),
    });

  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountData.title')}</h2>
      <div className="stack">
        <p className="muted">{t('accountData.downloadAbout')}</p>
        {download.isError && (
          <p className="field-error" role="alert">
            {messageText(errorMessage(download.error))}
          </p>
        )}
        <div className="row">
          <button
            type="button"
            className="button button-secondary"
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t('accountData.preparing') : t('accountData.download')}
          </button>
        </div>
      </div>
      <div className="stack">
        <p className="muted">{t('accountData.deleteAbout')}</p>
        {remove.isError && (
          <div className="stack" role="alert">
            <p className="field-error">{messageText(errorMessage(remove.error))}</p>
            {isRecentLoginRefusal(remove.error) && (
              <div className="row">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={async () => {
                    await signOutEverywhere();
                    navigate(withRedirect(paths.signIn, paths.dashboard));
                  }}
                >
                  {t('accountData.signInAgain')}
                </button>
              </div>
            )}
          </div>
        )}
        <div className="row">
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            {t('accountData.delete')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('accountData.confirmTitle')}
        confirmLabel={t('accountData.delete')}
        pendingLabel={t('accountData.deleting')}
        pending={remove.isPending}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('accountData.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
