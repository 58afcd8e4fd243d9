import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session';
import { PageHeader } from '../../../components/ui';
import { notify } from '../../../lib/toasts';
import { ContactForm, contactBodyOf } from '../../contacts';
import { OwnCardPanel } from '../components/OwnCardPanel';
import { ScannedNotice } from '../components/ScannedNotice';
import { QrScanner, type ScannedQr } from '../components/QrScanner';
import { discardLead, enqueueLead } from '../lead-queue';
import { leadDraftOf } from '../qr-payload';
import { syncFailureText, syncLeadsNow, useOnline, useWaitingLeads } from '../sync';
import '../event-mode.css';

/**
 * /event: the screen for a stand or a conference hall. The owner's card opens offline; leads
 * typed here go to the device's queue first and reach the contact book when the connection
 * allows, each once.
 */
export default function EventMode() {
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
    if (result.failed) notify.error(new Error(syncFailureText(result.failed, result.error)));
    else if (result.synced) notify.success(result.synced === 1 ? '1 lead synced to your contacts.' : `${result.synced} leads synced to your contacts.`);
  };

  return (
    <>
      <PageHeader title="Event mode" description="Show your card and take leads, with or without a connection. Leads wait on this device until they are synced." />
      <p className={`notice ${online ? 'notice-info' : 'notice-warning'}`} role="status">
        {online ? 'Online: new leads are synced right away.' : 'Offline: leads are kept on this device and synced when the connection returns.'}
      </p>
      <div className="event-mode">
        <OwnCardPanel uid={uid} />
        <div className="stack">
          <section className="panel" aria-labelledby="waiting-title">
            <h2 id="waiting-title">{leads.length === 1 ? '1 waiting to sync' : `${leads.length} waiting to sync`}</h2>
            {leads.length === 0 ? (
              <p className="muted">Every lead is in your contacts.</p>
            ) : (
              <>
                <ul className="waiting-leads">
                  {leads.map((lead) => (
                    <li key={lead.id}>
                      <span>
                        {`${lead.body.firstName ?? ''} ${lead.body.lastName ?? ''}`.trim()}
                        {lead.lastError && <span className="field-error"> — not synced: {lead.lastError}</span>}
                      </span>
                      <button type="button" className="button button-ghost button-small" onClick={() => void discardLead(lead.id)}>
                        Discard<span className="visually-hidden"> {lead.body.firstName}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="button button-secondary" disabled={!online} onClick={() => void syncNow()}>
                  Sync now
                </button>
              </>
            )}
          </section>
          <section className="panel contact-form-panel" aria-labelledby="capture-title">
            <h2 id="capture-title">New lead</h2>
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
              submitLabel="Save lead"
              cancelTo="/contacts"
              onSubmit={async (values, photo) => {
                const body = contactBodyOf(values);
                await enqueueLead(uid, { ...body, source: scan ? 'scan' : 'manual' }, photo);
                notify.success(`${`${body.firstName} ${body.lastName}`.trim()} is saved on this device.`);
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
