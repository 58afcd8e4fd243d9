import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { Profile, UpdateConfigBody } from '@contract/profiles';
import { CheckboxField, TextField } from '../../../lib/forms';
import { useProfilesText } from '../i18n';
import { paths } from '../../../session/paths';

interface LeadCapturePanelProps {
  profile: Pick<Profile, 'id' | 'name' | 'status' | 'config'>;
  onChange: (body: UpdateConfigBody) => Promise<unknown>;
  pending: boolean;
}

/** Lead capture: visitors leave their details through the profile's public form. */
export function LeadCapturePanel({ profile, onChange, pending }: LeadCapturePanelProps) {
  const { t } = useProfilesText();
  const enabled = profile.config.leadCapture.enabled;
  const buttonShown = profile.config.sections.exchangeContact;
  const formUrl = `${window.location.origin}${paths.leadForm(profile.id)}`;
  const change = (body: UpdateConfigBody) => {
    if (!pending) void onChange(body).catch(() => undefined);
  };
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="lead-title">
        <h2 id="lead-title">{t('leadCapture.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="leadCapture.about"
            components={{ strong: <strong />, a: <Link to={paths.contacts} /> }}
          />
        </p>
        <CheckboxField
          label={t('leadCapture.label')}
          hint={enabled ? t('leadCapture.on') : t('leadCapture.off')}
          checked={enabled}
          aria-disabled={pending || undefined}
          onChange={(e) => change({ leadCapture: { enabled: e.currentTarget.checked } })}
        />
        {enabled && !buttonShown && (
          <div className="notice notice-warning stack" role="status">
            <p>{t('leadCapture.buttonHidden')}</p>
            <div>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => change({ sections: { exchangeContact: true } })}
              >
                {t('leadCapture.showButton')}
              </button>
            </div>
          </div>
        )}
        {profile.status === 'deactivated' && (
          <p className="notice notice-warning" role="status">
            <Trans
              t={t}
              i18nKey="leadCapture.deactivated"
              values={{ name: profile.name }}
              components={{ a: <Link to={paths.profile(profile.id, 'settings')} /> }}
            />
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="lead-form-title">
        <h2 id="lead-form-title">{t('leadCapture.formTitle')}</h2>
        <p className="muted">{t('leadCapture.formAbout')}</p>
        <div className="stack">
          <TextField
            label={t('leadCapture.formLink')}
            value={formUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="row">
            <a
              className="button button-secondary"
              href={paths.leadForm(profile.id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('leadCapture.openForm')}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
            <Link className="button button-ghost" to={paths.contacts}>
              {t('leadCapture.seeContacts')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
