import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { isNotFound } from '../../../lib/api';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui';
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

  if (contact.isPending || session.profiles.isPending)
    return (
      <>
        <PageHeader title={t('edit.title')} />
        <LoadingState label={t('detail.loading')} />
      </>
    );
  if (contact.isError)
    return (
      <>
        <PageHeader title={t('edit.title')} />
        {isNotFound(contact.error) ? (
          <ContactNotFound />
        ) : (
          <ErrorState error={contact.error} title={t('detail.loadFailed')} onRetry={() => void contact.refetch()} />
        )}
      </>
    );

  return (
    <>
      <PageHeader title={t('edit.titleFor', { name: contactName(contact.data, t) })} />
      <section className="panel contact-form-panel" aria-label={t('form.region')}>
        <ContactForm
          key={contact.data.updatedAt}
          contact={contact.data}
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
  );
}
