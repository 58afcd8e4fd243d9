import { useState } from 'react';
import type { SsoConnection } from '@contract/sso';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useRemoveSso, useSsoConnection } from '../api';
import { useIdentityText } from '../i18n';
import { CopyValue } from './CopyValue';
import { SsoForm } from './SsoForm';

/** A certificate this close to its end is flagged, so the company rotates it in time. */
const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

/** The company's identity provider: what is configured, what to register at the provider, its certificates, edit and remove. */
export function SsoSection({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  const connection = useSsoConnection(companyId);
  const [editing, setEditing] = useState(false);
  return (
    <section className="panel stack" aria-labelledby="identity-sso">
      <h2 id="identity-sso">{t('sso.title')}</h2>
      <p className="muted">{t('sso.intro')}</p>
      <QueryView query={connection} loadingLabel={t('sso.loading')} errorTitle={t('sso.loadFailed')}>
        {(data) =>
          editing ? (
            <SsoForm companyId={companyId} connection={data} onDone={() => setEditing(false)} />
          ) : data ? (
            <Connection companyId={companyId} connection={data} onEdit={() => setEditing(true)} />
          ) : (
            <EmptyState
              icon={<Icon name="lock" />}
              title={t('sso.empty')}
              action={
                <button type="button" className="button button-primary" onClick={() => setEditing(true)}>
                  {t('sso.setUp')}
                </button>
              }
            >
              <p>{t('sso.emptyText')}</p>
            </EmptyState>
          )
        }
      </QueryView>
    </section>
  );
}

function Connection({
  companyId,
  connection,
  onEdit,
}: {
  companyId: string;
  connection: SsoConnection;
  onEdit: () => void;
}) {
  const { t } = useIdentityText();
  const remove = useRemoveSso(companyId);
  const [removing, setRemoving] = useState(false);
  const oidc = connection.type === 'oidc';
  const rows: [string, string | undefined][] = oidc
    ? [
        [t('sso.form.issuer'), connection.issuer],
        [t('sso.form.clientId'), connection.clientId],
        [t('sso.form.clientSecret'), connection.hasClientSecret ? t('sso.secretStored') : t('sso.secretMissing')],
      ]
    : [
        [t('sso.form.idpEntityId'), connection.idpEntityId],
        [t('sso.form.ssoUrl'), connection.ssoUrl],
      ];
  return (
    <div className="stack">
      <dl className="details">
        <div>
          <dt>{t('sso.provider')}</dt>
          <dd>
            {connection.displayName} ({t(`sso.type.${connection.type}`)})
          </dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
        <div>
          <dt>{t('sso.updated')}</dt>
          <dd>{formatDate(connection.updatedAt, 'dateTime')}</dd>
        </div>
      </dl>
      <h3>{t('sso.register')}</h3>
      <p className="fine-print">{t(oidc ? 'sso.registerOidc' : 'sso.registerSaml')}</p>
      <CopyValue label={t(oidc ? 'sso.callbackUrl' : 'sso.acsUrl')} value={connection.callbackUrl} />
      {connection.spEntityId && <CopyValue label={t('sso.spEntityId')} value={connection.spEntityId} />}
      {!oidc && <Certificates certificates={connection.certificates ?? []} />}
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onEdit}>
          {t('sso.edit')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setRemoving(true)}>
          {t('sso.remove')}
        </button>
      </div>
      <ConfirmDialog
        open={removing}
        title={t('sso.removeTitle', { name: connection.displayName })}
        confirmLabel={t('sso.removeConfirm')}
        pendingLabel={t('sso.removing')}
        pending={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setRemoving(false) })}
      >
        <p>{t(connection.enforced ? 'sso.removeTextEnforced' : 'sso.removeText')}</p>
      </ConfirmDialog>
    </div>
  );
}

function Certificates({ certificates }: { certificates: NonNullable<SsoConnection['certificates']> }) {
  const { t } = useIdentityText();
  const now = Date.now();
  const state = (notAfter: string) => {
    const left = Date.parse(notAfter) - now;
    if (left <= 0) return { badge: 'badge-warning', text: t('sso.certExpired') };
    if (left < EXPIRY_WARNING_DAYS * DAY_MS) return { badge: 'badge-warning', text: t('sso.certExpiring') };
    return { badge: 'badge-success', text: t('sso.certValid') };
  };
  return (
    <>
      <h3>{t('sso.certificates')}</h3>
      {certificates.length === 0 ? (
        <p className="fine-print">{t('sso.noCertificates')}</p>
      ) : (
        <ul className="identity-list" aria-label={t('sso.certificates')}>
          {certificates.map((cert) => {
            const { badge, text } = state(cert.notAfter);
            return (
              <li key={`${cert.subject}-${cert.notAfter}`}>
                <code>{cert.subject}</code>{' '}
                <span className="fine-print">{t('sso.certUntil', { date: formatDate(cert.notAfter) })}</span>{' '}
                <span className={`badge ${badge}`}>{text}</span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
