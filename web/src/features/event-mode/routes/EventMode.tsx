import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../session/session';
import { PageHeader } from '../../../components/ui';
import { useMessageText } from '../../../i18n/messages';
import { notify } from '../../../lib/toasts';
import { ContactForm, contactBodyOf } from '../../contacts';
import { OwnCardPanel } from '../components/OwnCardPanel';
import { LeadDayPanel } from '../components/LeadDayPanel';
import { useEventModeText } from '../i18n';
import { ScannedNotice } from '../components/ScannedNotice';
import { QrScanner, type ScannedQr } from '../components/QrScanner';
import { discardLead, enqueueLead } from '../lead-queue';
import { leadDraftOf } from '../qr-payload';
import { syncLeadsNow, useOnline, useSyncToasts, useWaitingLeads } from '../sync';
import '../event-mode.css';
import { paths } from '../../../session/paths';

/**
 * /event: the screen for a stand or a conference hall. The owner's card opens offline; leads
 * typed here go to the device's queue first and reach the contact book when the connection
 * allows, each once.
 */
export default function EventMode() {
  const { t } = useEventModeText();
  const messageText = useMessageText();
  const toasts = useSyncToasts();
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const online = useOnline();
  const queryClient = useQueryClient();
  const { leads } = useWaitingLeads(uid);
  // A new key clears the form after each lead, and starts it again from each scanned code.
  const [formKey, setFormKey] = useState(0);
  const [scan, setScan] = useState<ScannedQr | null>(null);
  const profiles = (session.profiles.data ?? []).filter((p) => p.status !== 'deleted');

  const syncNow = async () => {
    const result = await syncLeadsNow(uid, queryClient);
    if (result.failed) toasts.failed(result.failed, result.error);
    else if (result.synced) toasts.synced(result.synced);
  };

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <p className={`notice ${online ? 'notice-info' : 'notice-warning'}`} role="status">
        {online ? t('page.online') : t('page.offline')}
      </p>
      <div className="event-mode">
        <div className="stack">
          <OwnCardPanel uid={uid} />
          <LeadDayPanel profileId={session.currentProfile?.id} online={online} />
        </div>
        <div className="stack">
          <section className="panel" aria-labelledby="waiting-title">
            <h2 id="waiting-title">{t('waiting.count', { count: leads.length })}</h2>
            {leads.length === 0 ? (
              <p className="muted">{t('waiting.empty')}</p>
            ) : (
              <>
                <ul className="waiting-leads">
                  {leads.map((lead) => (
                    <li key={lead.id}>
                      <span>
                        {`${lead.body.firstName ?? ''} ${lead.body.lastName ?? ''}`.trim()}
                        {lead.lastError && (
                          <span className="field-error">
                            {' '}
                            {t('waiting.notSynced', { reason: messageText(lead.lastError) })}
                          </span>
                        )}
                      </span>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        onClick={() => void discardLead(lead.id)}
                      >
                        <Trans
                          t={t}
                          i18nKey="waiting.discard"
                          values={{ name: lead.body.firstName }}
                          components={{ name: <span className="visually-hidden" /> }}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!online}
                  onClick={() => void syncNow()}
                >
                  {t('waiting.syncNow')}
                </button>
              </>
            )}
          </section>
          <section className="panel contact-form-panel" aria-labelledby="capture-title">
            <h2 id="capture-title">{t('newLead.heading')}</h2>
            <QrScanner
              onScan={(scanned) => {
                setScan(scanned);
                setFormKey((k) => k + 1);
              }}
            />
            <ScannedNotice scan={scan} />
            <ContactForm
              key={formKey}
              draft={scan ? leadDraftOf(scan.details) : undefined}
              profiles={profiles}
              defaultProfileId={session.currentProfile?.id ?? ''}
              submitLabel={t('newLead.save')}
              cancelTo={paths.contacts}
              onSubmit={async (values, photo) => {
                const body = contactBodyOf(values);
                await enqueueLead(uid, { ...body, source: scan ? 'scan' : 'manual' }, photo);
                notify.success(t('newLead.saved', { name: `${body.firstName} ${body.lastName}`.trim() }));
                setScan(null);
                setFormKey((k) => k + 1);
                if (navigator.onLine) await syncNow();
              }}
            />
          </section>
        </div>
      </div>
    </>
  );
}
