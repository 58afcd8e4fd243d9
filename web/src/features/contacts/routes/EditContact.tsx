import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { ApiError } from '../../../lib/api';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui';
import { contactName, useContact, useUpdateContact, useUploadContactPhoto } from '../api';
import { ContactForm, contactBodyOf } from '../components/ContactForm';
import { ContactNotFound } from '../components/ContactNotFound';
import '../contacts.css';

/** /contacts/{contactId}/edit: change a contact's details and photo. */
export default function EditContact() {
  const { contactId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const contact = useContact(contactId);
  const update = useUpdateContact(contactId);
  const upload = useUploadContactPhoto();
  const profiles = (session.profiles.data ?? []).filter((p) => p.status !== 'deleted');
  const back = `/contacts/${encodeURIComponent(contactId)}`;

  if (contact.isPending || session.profiles.isPending)
    return (
      <>
        <PageHeader title="Edit contact" />
        <LoadingState label="Loading the contact…" />
      </>
    );
  if (contact.isError)
    return (
      <>
        <PageHeader title="Edit contact" />
        {contact.error instanceof ApiError && contact.error.status === 404 ? (
          <ContactNotFound />
        ) : (
          <ErrorState error={contact.error} title="The contact could not be loaded" onRetry={() => void contact.refetch()} />
        )}
      </>
    );

  return (
    <>
      <PageHeader title={`Edit ${contactName(contact.data)}`} />
      <section className="panel contact-form-panel" aria-label="Contact details">
        <ContactForm
          key={contact.data.updatedAt}
          contact={contact.data}
          profiles={profiles}
          submitLabel="Save changes"
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
