import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckboxField } from '../../../lib/forms';
import { publicPagePath } from '../api';

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
export function ProfileSettings({ profile, profileCount, onMakeDefault, onSetDeactivated, onDelete, onSetLeadMails, pending }: ProfileSettingsProps) {
  const leadMails = profile.config.notifications.leads;
  const [asking, setAsking] = useState<'deactivate' | 'delete' | null>(null);
  const page = profile.slug ? publicPagePath(profile.slug) : null;
  const run = (action: () => Promise<unknown>) =>
    void action().then(
      () => setAsking(null),
      // The failure toast has said why; the dialog stays for another try.
      () => undefined,
    );

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="default-title">
        <h2 id="default-title">Default profile</h2>
        {profile.default ? (
          <p>
            <span className="badge badge-info">Default</span> {profile.name} is your default profile: Everlink opens it first for you and offers it first when you activate a card.
          </p>
        ) : (
          <>
            <p>Your default profile is the one Everlink opens first for you and offers first when you activate a card.</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void onMakeDefault().catch(() => undefined)}
              disabled={pending.makeDefault}
              aria-busy={pending.makeDefault || undefined}
            >
              {pending.makeDefault ? 'Saving…' : `Make ${profile.name} my default`}
            </button>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <CheckboxField
          label="Email me about new contacts"
          hint={
            leadMails ? 'When a visitor leaves their details on this profile, you get a “You have a new contact” email.' : 'No emails: new contacts still arrive in your contacts.'
          }
          checked={leadMails}
          aria-disabled={pending.leadMails || undefined}
          onChange={(e) => {
            if (!pending.leadMails) void onSetLeadMails(e.currentTarget.checked).catch(() => undefined);
          }}
        />
      </section>

      <section className="panel" aria-labelledby="deactivate-title">
        <h2 id="deactivate-title">{profile.status === 'deactivated' ? 'Reactivate profile' : 'Deactivate profile'}</h2>
        {profile.status === 'deactivated' ? (
          <>
            <p>
              <span className="badge badge-warning">Deactivated</span> Visitors see “This profile is currently unavailable”. Reactivate it to bring the page, its cards and links
              back at once.
            </p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void onSetDeactivated(false).catch(() => undefined)}
              disabled={pending.deactivate}
              aria-busy={pending.deactivate || undefined}
            >
              {pending.deactivate ? 'Reactivating…' : 'Reactivate profile'}
            </button>
          </>
        ) : (
          <>
            <p>Take the page offline for a while, e.g. between jobs or events. You can bring it back at any time, as it was.</p>
            <button type="button" className="button button-secondary" onClick={() => setAsking('deactivate')}>
              Deactivate profile
            </button>
          </>
        )}
      </section>

      <section className="panel panel-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete profile</h2>
        {profileCount > 1 ? (
          <>
            <p>Delete {profile.name} for good: its page, link, pictures and files.</p>
            <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
              Delete profile
            </button>
          </>
        ) : (
          <p>
            This is your only profile, and your account needs one. <Link to="/dashboard">Create another profile</Link> first if you want to delete this one, or deactivate it
            instead.
          </p>
        )}
      </section>

      <ConfirmDialog
        open={asking === 'deactivate'}
        title={`Deactivate ${profile.name}?`}
        confirmLabel="Deactivate profile"
        pendingLabel="Deactivating…"
        pending={pending.deactivate}
        onCancel={() => setAsking(null)}
        onConfirm={() => run(() => onSetDeactivated(true))}
      >
        <p>
          Your page{page ? ` (${page})` : ''} and its contact file will show “This profile is currently unavailable”. Cards and links that open it keep doing so and work again when
          you reactivate it.
        </p>
        <p>Visitors can&apos;t leave their details while it is off. You can still edit it, and its analytics stay.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'delete'}
        title={`Delete ${profile.name}?`}
        confirmLabel="Delete profile"
        pendingLabel="Deleting…"
        pending={pending.remove}
        onCancel={() => setAsking(null)}
        onConfirm={() => run(onDelete)}
      >
        <p>
          <strong>This can&apos;t be undone.</strong> The page goes away and its link{page ? ` ${page}` : ''} becomes free for anyone to take. Its pictures, files and background
          video are deleted.
        </p>
        <p>
          Cards that open it show “Card not linked yet” until you choose another profile for them in Cards.
          {profile.default ? ' Your oldest remaining profile becomes your default.' : ''} Contacts you collected and past analytics stay.
        </p>
      </ConfirmDialog>
    </div>
  );
}
