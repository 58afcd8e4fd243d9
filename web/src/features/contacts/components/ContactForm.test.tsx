import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { CONTACT_MESSAGES, type Contact } from '@contract/contacts';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { ApiError } from '../../../lib/api';
import { profileFixture } from '../../cards/cards.test-support';
import { contactFixture } from '../contacts.test-support';
import { ContactForm } from './ContactForm';
import { contactBodyOf, type ContactFormOutput } from './contact-form-values';

const PROFILES = [profileFixture(), profileFixture({ id: 'p-personal', name: 'Personal', default: false })];

/** The message announced for a labelled field (its aria-describedby error). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label, { selector: 'input, textarea, select' });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), contact?: Contact) {
  render(
    <MemoryRouter>
      <ContactForm
        contact={contact}
        profiles={PROFILES}
        defaultProfileId="p-work"
        submitLabel="Add contact"
        cancelTo="/contacts"
        onSubmit={onSubmit}
      />
      <ToastContainer />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('ContactForm', () => {
  it('asks for a name before saving', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Company'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(errorOf('First name')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the spec's texts for a bad email, phone and an over-long tag", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('Tags'), `ok, ${'x'.repeat(41)}`);
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(errorOf('Email')).toBe(MESSAGES.invalidEmail);
    expect(errorOf('Phone')).toBe(MESSAGES.invalidPhone);
    expect(errorOf('Tags')).toBe(CONTACT_MESSAGES.rowTooLong);
    expect(errorOf('First name')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends every field, the first email and phone as the main ones', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('First name'), ' Grace ');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'Grace@Navy.example');
    await user.click(screen.getByRole('button', { name: 'Add another email' }));
    await user.type(screen.getByLabelText('Email 2'), 'grace@home.example');
    await user.type(screen.getByLabelText('Phone'), '+1 202 555 0100');
    await user.type(screen.getByLabelText('Company'), 'US Navy');
    await user.type(screen.getByLabelText('Job title'), 'Rear Admiral');
    await user.selectOptions(screen.getByLabelText('Profile'), 'p-personal');
    await user.type(screen.getByLabelText('Tags'), 'COBOL, speaker, COBOL');
    await user.type(screen.getByLabelText('Note'), 'Found the first bug.');
    await user.click(screen.getByLabelText('Favorite'));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, photo] = onSubmit.mock.calls[0] as [ContactFormOutput, File | null];
    expect(photo).toBeNull();
    expect(contactBodyOf(values)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      otherEmails: ['grace@home.example'],
      phoneNumber: '+1 202 555 0100',
      otherPhoneNumbers: [],
      company: 'US Navy',
      jobTitle: 'Rear Admiral',
      note: 'Found the first bug.',
      tags: ['COBOL', 'speaker'],
      favorite: true,
      profileId: 'p-personal',
    });
  });

  it("starts from the contact being edited, and clearing a field sends '' (the API clears it)", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, contactFixture());
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email 2')).toHaveValue('ada@home.example');
    expect(screen.getByLabelText('Tags')).toHaveValue('Science, London');
    expect(screen.getByLabelText('Favorite')).toBeChecked();
    await user.clear(screen.getByLabelText('Company'));
    await user.click(screen.getByRole('button', { name: 'Remove Email 2' }));
    await user.selectOptions(screen.getByLabelText('Profile'), '');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const body = contactBodyOf(onSubmit.mock.calls[0][0] as ContactFormOutput);
    expect(body).toMatchObject({ company: '', otherEmails: [], profileId: null, email: 'ada@analytical.example' });
  });

  it('starts a new contact from a draft (a scanned card), for the person to check and save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const draft = {
      firstName: 'Amelia',
      lastName: 'Hartwell',
      email: 'amelia@northwind.example',
      otherEmails: [],
      phoneNumber: '+44 20 7946 0958',
      otherPhoneNumbers: ['+44 7700 900123'],
      company: 'Northwind',
      jobTitle: 'Designer',
      note: 'Website: northwind.example',
    };
    render(
      <MemoryRouter>
        <ContactForm
          draft={draft}
          profiles={PROFILES}
          defaultProfileId="p-work"
          submitLabel="Add contact"
          cancelTo="/contacts"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Amelia');
    expect(screen.getByLabelText('Phone 2')).toHaveValue('+44 7700 900123');
    expect(screen.getByLabelText('Profile')).toHaveValue('p-work');
    await user.clear(screen.getByLabelText('Job title'));
    await user.type(screen.getByLabelText('Job title'), 'Lead Designer');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(contactBodyOf(onSubmit.mock.calls[0][0] as ContactFormOutput)).toMatchObject({
      ...draft,
      jobTitle: 'Lead Designer',
      tags: [],
      favorite: false,
      profileId: 'p-work',
    });
  });

  it('marks the fields a scan was unsure of "Check this", tied to the field for screen readers, and only those', () => {
    const draft = {
      firstName: 'Fiona',
      lastName: 'MacLeod',
      jobTitle: 'Clinical Research Lead',
      company: 'Northlight Studio',
      check: ['jobTitle', 'phones'] as const,
    };
    render(
      <MemoryRouter>
        <ContactForm
          draft={draft}
          profiles={PROFILES}
          submitLabel="Add contact"
          cancelTo="/contacts"
          onSubmit={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(
      'Check this The scanner was not sure it read this right.',
    );
    expect(screen.getAllByText('Check this')).toHaveLength(2);
    expect(screen.getByLabelText('Company')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
  });

  it("puts the API's field messages on their fields", async () => {
    const user = userEvent.setup();
    renderForm(
      vi
        .fn()
        .mockRejectedValue(new ApiError(400, MESSAGES.invalidEmail, 'bad-request', { email: MESSAGES.invalidEmail })),
    );
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(errorOf('Email')).toBe(MESSAGES.invalidEmail);
  });

  it('refuses a photo over 5 MB with the spec’s text, and passes a good one on', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const picker = screen.getByLabelText('Choose a photo');
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(picker, big);
    expect(await screen.findByText(MESSAGES.fileTooLarge)).toBeInTheDocument();

    const photo = new File(['png'], 'ada.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(screen.getByText('ada.png is saved with the contact.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(onSubmit.mock.calls[0][1]).toBe(photo);
  });
});
