import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseQrPayload } from '../qr-payload';
import type { ScannedQr } from './QrScanner';
import { ScannedNotice } from './ScannedNotice';

const scanOf = (text: string) => parseQrPayload(text) as ScannedQr;

describe('ScannedNotice', () => {
  it('names the person a vCard held, and says what is left to do', () => {
    render(<ScannedNotice scan={scanOf('BEGIN:VCARD\nFN:Inti Quispe\nEND:VCARD')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Read Inti Quispe from the QR code. Check the details, then save the lead.',
    );
  });

  it('without a name in the vCard, and for a card link', () => {
    const { rerender } = render(
      <ScannedNotice scan={scanOf('BEGIN:VCARD\nEMAIL:inti@andesrail.example\nEND:VCARD')} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Read their card from the QR code.');
    rerender(<ScannedNotice scan={scanOf('https://everlink.example/card/c_inti')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The QR code holds a link to their card, now in the note. Type their name',
    );
  });

  it('is an empty live region until something is scanned', () => {
    render(<ScannedNotice scan={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
