import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportField, ImportPreview } from '@contract/contact-import';
import { ImportMapping } from './ImportMapping';
import { ImportProgressBar } from './ImportProgressBar';

const PREVIEW: ImportPreview = {
  type: 'csv',
  encoding: 'windows-1252',
  separator: ';',
  headerLine: 1,
  headers: ['Vorname', 'Nachname', 'Kontakt'],
  mapping: ['firstName', 'lastName', null],
  rows: [['Jürgen', 'Müller', 'jm@example.de']],
  total: 2,
};

function Harness({
  onImport,
  initial = PREVIEW.mapping,
}: {
  onImport: (mapping: (ImportField | null)[]) => void;
  initial?: (ImportField | null)[];
}) {
  const [mapping, setMapping] = useState(initial);
  const [validOnly, setValidOnly] = useState(false);
  return (
    <ImportMapping
      preview={PREVIEW}
      mapping={mapping}
      onMapping={setMapping}
      validOnly={validOnly}
      onValidOnly={setValidOnly}
      pending={false}
      onImport={() => onImport(mapping)}
      onBack={() => {}}
    />
  );
}

describe('ImportMapping', () => {
  it('says how the file was read, and imports with the fields the person chose', async () => {
    const onImport = vi.fn();
    render(<Harness onImport={onImport} />);
    expect(screen.getByText('2 rows, read as windows-1252, columns separated by semicolons.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Jürgen' })).toBeInTheDocument();
    const contact = screen.getByLabelText('Import the column “Kontakt” as');
    expect(contact).toHaveValue('');
    await userEvent.selectOptions(contact, 'email');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 contacts' }));
    expect(onImport).toHaveBeenCalledWith(['firstName', 'lastName', 'email']);
  });

  it('asks for a name, email or phone column before importing', async () => {
    const onImport = vi.fn();
    render(<Harness onImport={onImport} initial={[null, null, null]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a column for the name, the email or the phone.');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 contacts' }));
    expect(onImport).not.toHaveBeenCalled();
  });
});

describe('ImportProgressBar', () => {
  it('shows rows done of the total and the problems so far', () => {
    render(<ImportProgressBar total={10_000} done={2_500} errors={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('max', '10000');
    expect(bar).toHaveAttribute('value', '2500');
    expect(screen.getByRole('status')).toHaveTextContent('2,500 of 10,000 rows done, 3 with problems so far.');
  });

  it('has no value before the server has read the file', () => {
    render(<ImportProgressBar total={0} done={0} errors={0} />);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute('value');
    expect(screen.getByRole('status')).toHaveTextContent('Starting the import…');
  });
});
