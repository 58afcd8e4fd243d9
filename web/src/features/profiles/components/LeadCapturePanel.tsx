import { Link } from 'react-router-dom';
import type { Profile, UpdateConfigBody } from '@contract/profiles';
import { CheckboxField, TextField } from '../../../lib/forms';
import { leadFormPath, profileTabPath } from '../api';

interface LeadCapturePanelProps {
  profile: Pick<Profile, 'id' | 'name' | 'status' | 'config'>;
  onChange: (body: UpdateConfigBody) => Promise<unknown>;
  pending: boolean;
}

/** Lead capture: visitors leave their details through the profile's public form. */
export function LeadCapturePanel({ profile, onChange, pending }: LeadCapturePanelProps) {
  const enabled = profile.config.leadCapture.enabled;
  const buttonShown = profile.config.sections.exchangeContact;
  const formUrl = `${window.location.origin}${leadFormPath(profile.id)}`;
  const change = (body: UpdateConfigBody) => {
    if (!pending) void onChange(body).catch(() => undefined);
  };
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="lead-title">
        <h2 id="lead-title">Collect visitors&apos; details</h2>
        <p>
          With lead capture on, your page shows an <strong>Exchange contact</strong> button. It opens a short form where visitors leave their name, email, phone number and a note
          for you. Each one lands in your <Link to="/contacts">contacts</Link> and counts as a lead in this profile&apos;s analytics.
        </p>
        <CheckboxField
          label="Lead capture"
          hint={enabled ? 'Visitors can share their details with you.' : 'The form is closed: visitors cannot leave their details.'}
          checked={enabled}
          aria-disabled={pending || undefined}
          onChange={(e) => change({ leadCapture: { enabled: e.currentTarget.checked } })}
        />
        {enabled && !buttonShown && (
          <div className="notice notice-warning stack" role="status">
            <p>The Exchange contact button is hidden on your page, so visitors reach the form only through its link below.</p>
            <div>
              <button type="button" className="button button-secondary button-small" onClick={() => change({ sections: { exchangeContact: true } })}>
                Show the button on my page
              </button>
            </div>
          </div>
        )}
        {profile.status === 'deactivated' && (
          <p className="notice notice-warning" role="status">
            {profile.name} is deactivated, so its form takes no details until you reactivate it in <Link to={profileTabPath(profile.id, 'settings')}>Settings</Link>.
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="lead-form-title">
        <h2 id="lead-form-title">The form</h2>
        <p className="muted">Share the form on its own, e.g. in a QR code at your booth or a link in a follow-up email.</p>
        <div className="stack">
          <TextField label="Form link" value={formUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="row">
            <a className="button button-secondary" href={leadFormPath(profile.id)} target="_blank" rel="noopener noreferrer">
              Open the form<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <Link className="button button-ghost" to="/contacts">
              See your contacts
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
