import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { contactName, useContact, useUpdateContact, useUploadContactPhoto } from '../api';
import { ContactForm } from '../components/ContactForm';
import { contactBodyOf } from '../components/contact-form-values';
import { ContactNotFound } from '../components/ContactNotFound';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';

/** /contacts/{contactId}/edit: change a contact's details and photo. */
export default function EditContact() {
  const { t } = useContactsText();
  const { contactId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const contact = useContact(contactId);
  const update = useUpdateContact(contactId);
  const upload = useUploadContactPhoto();
  const profiles = (session.profiles.data ?? []).filter((p) => p.status !== 'deleted');
  const back = paths.contact(contactId);

  const frame = (state: ReactNode) => (
    <>
      <PageHeader title={t('edit.title')} />
      {state}
    </>
  );

  return (
    <QueryView
      query={contact}
      waitFor={[session.profiles]}
      frame={frame}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.loadFailed')}
      notFound={frame(<ContactNotFound />)}
    >
      {(data) => (
        <>
          <PageHeader title={t('edit.titleFor', { name: contactName(data, t) })} />
          <section className="panel contact-form-panel" aria-label={t('form.region')}>
            <ContactForm
              key={data.updatedAt}
              contact={data}
              profiles={profiles}
              submitLabel={t('edit.save')}
              cancelTo={back}
              onSubmit={async (values, photo) => {
                await update.mutateAsync(contactBodyOf(values));
                // A refused photo (413, 415) is toasted; the details are saved and the page stays to choose another.
                if (
                  photo &&
                  !(await upload.mutateAsync({ contactId, file: photo }).then(
                    () => true,
                    () => false,
                  ))
                )
                  return;
                navigate(back);
              }}
            />
          </section>
        </>
      )}
    </QueryView>
  );
}
