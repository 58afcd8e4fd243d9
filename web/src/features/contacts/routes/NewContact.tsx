import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { ScanCardPanel, type ScannedContact } from '../../scanner';
import { useCreateContact, useUploadContactPhoto } from '../api';
import { ContactForm } from '../components/ContactForm';
import { contactBodyOf } from '../components/contact-form-values';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';

/** /contacts/new: add someone by hand (with a photo), from a scanned paper card, or go to the import. */
export default function NewContact() {
  const { t } = useContactsText();
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateContact();
  const upload = useUploadContactPhoto();
  const profiles = (session.profiles.data ?? []).filter((p) => p.status !== 'deleted');
  // The last scanned card's fields start the form (a new scan starts it again) and, when kept, its photo.
  const [scan, setScan] = useState<ScannedContact | null>(null);

  return (
    <>
      <PageHeader
        title={t('nav.newContact')}
        description={t('new.description')}
        actions={
          <Link className="button button-secondary" to={paths.contactsImport}>
            {t('new.importInstead')}
          </Link>
        }
      />
      <QueryView query={session.profiles} loadingLabel={t('new.loadingProfiles')} errorTitle={t('new.profilesFailed')}>
        {() => (
          <>
            <ScanCardPanel onScan={setScan} />
            <section className="panel contact-form-panel" aria-label={t('form.region')}>
              <ContactForm
                key={scan?.id ?? 'typed'}
                draft={scan?.draft}
                profiles={profiles}
                defaultProfileId={session.currentProfile?.id ?? ''}
                submitLabel={t('new.submit')}
                cancelTo={paths.contacts}
                onSubmit={async (values, picked) => {
                  // A photo chosen in the form wins over the card's kept photo.
                  const photo = picked ?? scan?.photo ?? null;
                  const contact = await create.mutateAsync({
                    ...contactBodyOf(values),
                    source: scan ? 'scan' : 'manual',
                  });
                  if (photo) {
                    // The contact is saved either way; a refused photo (413, 415) is toasted and can be chosen again on the edit page.
                    const saved = await upload.mutateAsync({ contactId: contact.id, file: photo }).then(
                      () => true,
                      () => false,
                    );
                    if (!saved) {
                      navigate(paths.editContact(contact.id), { replace: true });
                      return;
                    }
                  }
                  navigate(paths.contact(contact.id), { replace: true });
                }}
              />
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
