import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { updateCardBody, type CardView, type UpdateCardBody } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/toasts';
import { CARD_STATUS_LABELS, assignableProfiles, cardName, formatDate } from '../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProfileSelect } from './ProfileSelect';
import { QrCode } from '../../../components/QrCode';
import '../cards.css';

interface CardDetailViewProps {
  card: CardView;
  /** All the caller's profiles (any status), to name the one the card opens. */
  profiles: readonly Profile[];
  onSave: (body: UpdateCardBody) => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
  deactivating?: boolean;
}

/** One card: what it is, what it opens, its public link and QR code, and deactivation. */
export function CardDetailView({ card, profiles, onSave, onDeactivate, deactivating = false }: CardDetailViewProps) {
  const profile = profiles.find((p) => p.id === card.profileId) ?? null;
  const status = CARD_STATUS_LABELS[card.status];
  return (
    <div className="card-detail">
      <section className="panel" aria-labelledby="card-about">
        <h2 id="card-about">About this card</h2>
        <dl className="details">
          <div>
            <dt>Code</dt>
            <dd className="card-code">{card.id}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`badge ${status.badge}`}>{status.label}</span>
            </dd>
          </div>
          <div>
            <dt>Opens</dt>
            <dd>{profile ? <Link to={`/profile/${profile.id}`}>{profile.name}</Link> : 'No profile'}</dd>
          </div>
          {card.activatedAt && (
            <div>
              <dt>Activated</dt>
              <dd>{formatDate(card.activatedAt)}</dd>
            </div>
          )}
          {card.deactivatedAt && (
            <div>
              <dt>Deactivated</dt>
              <dd>{formatDate(card.deactivatedAt)}</dd>
            </div>
          )}
        </dl>
      </section>

      {card.status === 'deactivated' ? (
        <div className="notice" role="status">
          This card is deactivated. Anyone who taps or scans it sees “Card no longer active”, and it can&apos;t be activated again. To share your profile with a tap, activate a new
          card from <Link to="/cards">your cards</Link>.
        </div>
      ) : (
        <>
          <CardSettings card={card} profile={profile} profiles={profiles} onSave={onSave} />
          <CardShare card={card} />
          <DeactivateCard card={card} onDeactivate={onDeactivate} pending={deactivating} />
        </>
      )}
    </div>
  );
}

function CardSettings({ card, profile, profiles, onSave }: { card: CardView; profile: Profile | null; profiles: readonly Profile[]; onSave: CardDetailViewProps['onSave'] }) {
  const assignable = assignableProfiles(profiles);
  // The card's own profile stays a choice even while deactivated, so the form shows the truth.
  const choices = profile && !assignable.includes(profile) ? [...assignable, profile] : assignable;
  const form = useZodForm(updateCardBody, { defaultValues: { label: card.label, profileId: card.profileId ?? '' } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body: UpdateCardBody = {};
    if ((values.label ?? '') !== card.label) body.label = values.label ?? '';
    if (values.profileId && values.profileId !== card.profileId) body.profileId = values.profileId;
    try {
      await onSave(body);
      form.reset({ label: body.label ?? card.label, profileId: body.profileId ?? card.profileId ?? '' });
    } catch (error) {
      showFormError(form, error);
    }
  });

  return (
    <section className="panel" aria-labelledby="card-settings">
      <h2 id="card-settings">Name and profile</h2>
      {!profile && (
        <p className="notice" role="status">
          This card isn&apos;t connected to a profile, so visitors see “Card not linked yet”. Choose the profile it should open.
        </p>
      )}
      {profile && profile.status !== 'active' && (
        <p className="notice" role="status">
          {profile.name} is deactivated, so visitors see “Profile unavailable”. Choose another profile, or reactivate it from its page.
        </p>
      )}
      <form className="stack" onSubmit={submit} noValidate aria-labelledby="card-settings">
        <FormError message={errors.root?.message} />
        <TextField label="Card name" hint="Only you see it, e.g. “Conference badge” or “Desk card”." maxLength={60} error={errors.label?.message} {...form.register('label')} />
        <ProfileSelect
          label="Profile it opens"
          profiles={choices}
          placeholder={profile ? undefined : 'Choose a profile'}
          hint="A tap opens this profile from now on; the card itself stays the same."
          error={errors.profileId?.message}
          {...form.register('profileId')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
            Save changes
          </SubmitButton>
          {!isDirty && <p className="field-hint">Change the name or the profile, then save.</p>}
        </div>
      </form>
    </section>
  );
}

function CardShare({ card }: { card: CardView }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(card.url);
      notify.success('Link copied.');
    } catch {
      // No clipboard permission (or an old browser): the field selects itself for a manual copy.
      toast.error("The link couldn't be copied. Select it in the field and copy it.");
    }
  };
  return (
    <section className="panel" aria-labelledby="card-share">
      <h2 id="card-share">Public link and QR code</h2>
      <p className="muted">The card opens this address. Share it or print the QR code where a tap is not possible.</p>
      <div className="card-share">
        <div className="stack card-share-link">
          <TextField label="Card link" value={card.url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="row">
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              Copy link
            </button>
            <a className="button button-secondary" href={card.url} target="_blank" rel="noopener noreferrer">
              Open public page
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <QrCode url={card.url} label={`QR code for ${card.url}`} fileName={`everlink-card-${card.id}.svg`} />
      </div>
    </section>
  );
}

function DeactivateCard({ card, onDeactivate, pending }: { card: CardView; onDeactivate: () => Promise<unknown>; pending: boolean }) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await onDeactivate();
      setOpen(false);
    } catch {
      // The failure toast has said why; the dialog stays for another try.
    }
  };
  return (
    <section className="panel panel-danger" aria-labelledby="card-deactivate">
      <h2 id="card-deactivate">Deactivate card</h2>
      <p>Lost the card, or replaced it? Deactivate it so nobody who finds it can open your profile or take it over.</p>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        Deactivate card
      </button>
      <ConfirmDialog
        open={open}
        title="Deactivate this card?"
        confirmLabel="Deactivate card"
        pendingLabel="Deactivating…"
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>Anyone who taps or scans {cardName(card)} will see “Card no longer active” instead of your profile.</p>
        <p>
          <strong>This is permanent:</strong> the card can&apos;t be activated again, by you or anyone else. Your profiles, links and other cards are not affected.
        </p>
      </ConfirmDialog>
    </section>
  );
}
