import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { updateCardBody, type CardView, type UpdateCardBody } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { notify } from '../../../lib/toasts';
import { CARD_STATUS_BADGES, assignableProfiles, cardName } from '../api';
import { useCardsText } from '../i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProfileSelect } from './ProfileSelect';
import { QrCode } from '../../../components/QrCode';
import '../cards.css';
import { paths } from '../../../session/paths';
import { formatDate } from '../../../i18n/format';

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
  const { t } = useCardsText();
  const profile = profiles.find((p) => p.id === card.profileId) ?? null;
  return (
    <div className="card-detail">
      <section className="panel" aria-labelledby="card-about">
        <h2 id="card-about">{t('detail.about.title')}</h2>
        <dl className="details">
          <div>
            <dt>{t('detail.about.code')}</dt>
            <dd className="card-code">{card.id}</dd>
          </div>
          <div>
            <dt>{t('detail.about.status')}</dt>
            <dd>
              <span className={`badge ${CARD_STATUS_BADGES[card.status]}`}>{t(`status.${card.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('detail.about.opens')}</dt>
            <dd>
              {profile ? <Link to={paths.profile(profile.id)}>{profile.name}</Link> : t('detail.about.noProfile')}
            </dd>
          </div>
          {card.activatedAt && (
            <div>
              <dt>{t('detail.about.activated')}</dt>
              <dd>{formatDate(card.activatedAt)}</dd>
            </div>
          )}
          {card.deactivatedAt && (
            <div>
              <dt>{t('detail.about.deactivated')}</dt>
              <dd>{formatDate(card.deactivatedAt)}</dd>
            </div>
          )}
        </dl>
      </section>

      {card.status === 'deactivated' ? (
        <div className="notice" role="status">
          <Trans t={t} i18nKey="detail.deactivatedNotice" components={{ a: <Link to={paths.cards} /> }} />
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

function CardSettings({
  card,
  profile,
  profiles,
  onSave,
}: {
  card: CardView;
  profile: Profile | null;
  profiles: readonly Profile[];
  onSave: CardDetailViewProps['onSave'];
}) {
  const assignable = assignableProfiles(profiles);
  // The card's own profile stays a choice even while deactivated, so the form shows the truth.
  const choices = profile && !assignable.includes(profile) ? [...assignable, profile] : assignable;
  const form = useZodForm(updateCardBody, { defaultValues: { label: card.label, profileId: card.profileId ?? '' } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { t } = useCardsText();

  const submit = useFormSubmit(form, async (values) => {
    const body: UpdateCardBody = {};
    if ((values.label ?? '') !== card.label) body.label = values.label ?? '';
    if (values.profileId && values.profileId !== card.profileId) body.profileId = values.profileId;
    await onSave(body);
    form.reset({ label: body.label ?? card.label, profileId: body.profileId ?? card.profileId ?? '' });
  });

  return (
    <section className="panel" aria-labelledby="card-settings">
      <h2 id="card-settings">{t('detail.settings.title')}</h2>
      {!profile && (
        <p className="notice" role="status">
          {t('detail.settings.notLinked')}
        </p>
      )}
      {profile && profile.status !== 'active' && (
        <p className="notice" role="status">
          {t('detail.settings.profileDeactivated', { name: profile.name })}
        </p>
      )}
      <form className="stack" onSubmit={submit} noValidate aria-labelledby="card-settings">
        <FormError message={errors.root?.message} />
        <TextField
          label={t('detail.settings.name')}
          hint={t('detail.settings.nameHint')}
          maxLength={60}
          error={errors.label?.message}
          {...form.register('label')}
        />
        <ProfileSelect
          label={t('detail.settings.profile')}
          profiles={choices}
          placeholder={profile ? undefined : t('detail.settings.chooseProfile')}
          hint={t('detail.settings.profileHint')}
          error={errors.profileId?.message}
          {...form.register('profileId')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('detail.settings.saving')}>
            {t('detail.settings.save')}
          </SubmitButton>
          {!isDirty && <p className="field-hint">{t('detail.settings.unchanged')}</p>}
        </div>
      </form>
    </section>
  );
}

function CardShare({ card }: { card: CardView }) {
  const { t } = useCardsText();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(card.url);
      notify.success(t('toast.linkCopied'));
    } catch {
      // No clipboard permission (or an old browser): the field selects itself for a manual copy.
      notify.error(t('toast.copyFailed'));
    }
  };
  return (
    <section className="panel" aria-labelledby="card-share">
      <h2 id="card-share">{t('detail.share.title')}</h2>
      <p className="muted">{t('detail.share.intro')}</p>
      <div className="card-share">
        <div className="stack card-share-link">
          <TextField
            label={t('detail.share.link')}
            value={card.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="row">
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              {t('detail.share.copy')}
            </button>
            <a className="button button-secondary" href={card.url} target="_blank" rel="noopener noreferrer">
              {t('detail.share.open')}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          </div>
        </div>
        <QrCode
          url={card.url}
          label={t('detail.share.qrLabel', { url: card.url })}
          fileName={`everlink-card-${card.id}.svg`}
        />
      </div>
    </section>
  );
}

function DeactivateCard({
  card,
  onDeactivate,
  pending,
}: {
  card: CardView;
  onDeactivate: () => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useCardsText();
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
      <h2 id="card-deactivate">{t('detail.deactivate.title')}</h2>
      <p>{t('detail.deactivate.intro')}</p>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('detail.deactivate.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('detail.deactivate.confirmTitle')}
        confirmLabel={t('detail.deactivate.confirm')}
        pendingLabel={t('detail.deactivate.pending')}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('detail.deactivate.consequence', { name: cardName(card, t) })}</p>
        <p>
          <Trans t={t} i18nKey="detail.deactivate.permanent" components={{ strong: <strong /> }} />
        </p>
      </ConfirmDialog>
    </section>
  );
}
