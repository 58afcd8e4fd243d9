import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { Profile } from '@contract/profiles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckboxField } from '../../../lib/forms';
import { useProfilesText } from '../i18n';
import { paths } from '../../../session/paths';

interface ProfileSettingsProps {
  profile: Profile;
  /** How many profiles the person has (deleted ones left out): the last one cannot go. */
  profileCount: number;
  onMakeDefault: () => Promise<unknown>;
  onSetDeactivated: (deactivated: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Turns the 'You have a new contact' mails on or off. */
  onSetLeadMails: (on: boolean) => Promise<unknown>;
  pending: { makeDefault: boolean; deactivate: boolean; remove: boolean; leadMails: boolean };
}

/** Default, lead mails, deactivate or reactivate, delete: each explained before it happens. */
export function ProfileSettings({
  profile,
  profileCount,
  onMakeDefault,
  onSetDeactivated,
  onDelete,
  onSetLeadMails,
  pending,
}: ProfileSettingsProps) {
  const { t } = useProfilesText();
  const leadMails = profile.config.notifications.leads;
  const [asking, setAsking] = useState<'deactivate' | 'delete' | null>(null);
  const page = profile.slug ? paths.publicPage(profile.slug) : null;
  const run = (action: () => Promise<unknown>) =>
    void action().then(
      () => setAsking(null),
      // The failure toast has said why; the dialog stays for another try.
      () => undefined,
    );

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="default-title">
        <h2 id="default-title">{t('settings.defaultTitle')}</h2>
        {profile.default ? (
          <p>
            <span className="badge badge-info">{t('default')}</span> {t('settings.isDefault', { name: profile.name })}
          </p>
        ) : (
          <>
            <p>{t('settings.notDefault')}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void onMakeDefault().catch(() => undefined)}
              disabled={pending.makeDefault}
              aria-busy={pending.makeDefault || undefined}
            >
              {pending.makeDefault ? t('saving') : t('settings.makeDefault', { name: profile.name })}
            </button>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="notifications-title">
        <h2 id="notifications-title">{t('settings.notifications')}</h2>
        <CheckboxField
          label={t('settings.leadMails')}
          hint={leadMails ? t('settings.leadMailsOn') : t('settings.leadMailsOff')}
          checked={leadMails}
          aria-disabled={pending.leadMails || undefined}
          onChange={(e) => {
            if (!pending.leadMails) void onSetLeadMails(e.currentTarget.checked).catch(() => undefined);
          }}
        />
      </section>

      <section className="panel" aria-labelledby="deactivate-title">
        <h2 id="deactivate-title">
          {profile.status === 'deactivated' ? t('settings.reactivateTitle') : t('settings.deactivateTitle')}
        </h2>
        {profile.status === 'deactivated' ? (
          <>
            <p>
              <span className="badge badge-warning">{t('deactivated')}</span> {t('settings.deactivatedAbout')}
            </p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void onSetDeactivated(false).catch(() => undefined)}
              disabled={pending.deactivate}
              aria-busy={pending.deactivate || undefined}
            >
              {pending.deactivate ? t('settings.reactivating') : t('settings.reactivate')}
            </button>
          </>
        ) : (
          <>
            <p>{t('settings.deactivateAbout')}</p>
            <button type="button" className="button button-secondary" onClick={() => setAsking('deactivate')}>
              {t('settings.deactivate')}
            </button>
          </>
        )}
      </section>

      <section className="panel panel-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('settings.deleteTitle')}</h2>
        {profileCount > 1 ? (
          <>
            <p>{t('settings.deleteAbout', { name: profile.name })}</p>
            <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
              {t('settings.delete')}
            </button>
          </>
        ) : (
          <p>
            <Trans t={t} i18nKey="settings.onlyProfile" components={{ a: <Link to={paths.dashboard} /> }} />
          </p>
        )}
      </section>

      <ConfirmDialog
        open={asking === 'deactivate'}
        title={t('settings.confirmDeactivate.title', { name: profile.name })}
        confirmLabel={t('settings.deactivate')}
        pendingLabel={t('settings.confirmDeactivate.pending')}
        pending={pending.deactivate}
        onCancel={() => setAsking(null)}
        onConfirm={() => run(() => onSetDeactivated(true))}
      >
        <p>{page ? t('settings.confirmDeactivate.offlinePage', { page }) : t('settings.confirmDeactivate.offline')}</p>
        <p>{t('settings.confirmDeactivate.stays')}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'delete'}
        title={t('settings.confirmDelete.title', { name: profile.name })}
        confirmLabel={t('settings.delete')}
        pendingLabel={t('settings.confirmDelete.pending')}
        pending={pending.remove}
        onCancel={() => setAsking(null)}
        onConfirm={() => run(onDelete)}
      >
        <p>
          <Trans
            t={t}
            i18nKey={page ? 'settings.confirmDelete.goneLink' : 'settings.confirmDelete.gone'}
            values={{ page }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p>{t(profile.default ? 'settings.confirmDelete.staysNewDefault' : 'settings.confirmDelete.stays')}</p>
      </ConfirmDialog>
    </div>
  );
}
