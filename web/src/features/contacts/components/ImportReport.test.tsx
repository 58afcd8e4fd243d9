import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTACT_MESSAGES, type ImportResult } from '@contract/contacts';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '../../../lib/api';
import { ImportFailure, ImportReport } from './ImportReport';

const RESULT: ImportResult = {
  importId: 'imp1',
  imported: 7,
  total: 10,
  errors: [
    { row: 3, field: 'email', message: CONTACT_MESSAGES.rowInvalidEmail },
    { row: 5, field: 'firstName', message: CONTACT_MESSAGES.rowNameRequired },
  ],
  duplicates: [
    { row: 8, reason: 'in-file', sameAsRow: 2, message: CONTACT_MESSAGES.duplicateInFile },
    { row: 11, reason: 'existing', contactId: 'c-42', message: CONTACT_MESSAGES.duplicateExisting },
  ],
};

describe('ImportReport', () => {
  it('shows the totals and each skipped row with its reason', () => {
    render(
      <MemoryRouter>
        <ImportReport result={RESULT} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imported 7 of 10 contacts. 3 rows were skipped.');

    const errors = screen.getByRole('table', { name: /Rows with errors \(2\)/ });
    const errorRows = within(errors).getAllByRole('row').slice(1);
    expect(
      errorRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Email', CONTACT_MESSAGES.rowInvalidEmail],
      ['5', 'First name', CONTACT_MESSAGES.rowNameRequired],
    ]);

    const duplicates = screen.getByRole('table', { name: /Duplicates skipped \(2\)/ });
    const duplicateRows = within(duplicates).getAllByRole('row').slice(1);
    expect(duplicateRows[0]).toHaveTextContent('8Same email or phone as row 2 of the file.');
    expect(duplicateRows[1]).toHaveTextContent('11Already in your contacts (same email or phone).');
    expect(within(duplicateRows[1]).getByRole('link', { name: 'Open the contact' })).toHaveAttribute(
      'href',
      '/contacts/c-42',
    );
  });

  it('shows only the totals when every row came in', () => {
    render(
      <MemoryRouter>
        <ImportReport result={{ importId: 'imp2', imported: 1, total: 1, errors: [], duplicates: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imported 1 of 1 contact.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows the API names when nothing in the file could be imported', () => {
    const error = new ApiError(400, CONTACT_MESSAGES.importNothingValid, 'bad-request', {
      'row 2 email': CONTACT_MESSAGES.rowInvalidEmail,
      'row 3': CONTACT_MESSAGES.rowNameRequired,
    });
    render(<ImportFailure error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CONTACT_MESSAGES.importNothingValid);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Row 2 (Email): ${CONTACT_MESSAGES.rowInvalidEmail}`, `Row 3: ${CONTACT_MESSAGES.rowNameRequired}`]);
  });

  it("shows a refused file's message (413)", () => {
    render(<ImportFailure error={new ApiError(413, MESSAGES.fileTooLarge, 'too-large')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fileTooLarge);
  });
});
