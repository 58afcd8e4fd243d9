import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CONTACT_MESSAGES } from '@contract/contacts';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { PublicLanguage } from '../../../i18n/public-language';
import { LeadForm } from './LeadForm';
import { LeadErasure } from './LeadErasure';

/** The lead form and the thank-you page's erasure in a visitor's language (docs/i18n.md). */

const CONSENT_ES =
  'Acepto compartir mis datos con Jordan Rivera, que podrá ponerse en contacto conmigo en relación con ellos.';

function inSpanish(children: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PublicLanguage language="es">{children}</PublicLanguage>
    </QueryClientProvider>,
  );
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label, { selector: 'input, textarea' });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadForm in Spanish', () => {
  it("labels the fields and words the specification's messages in Spanish", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inSpanish(<LeadForm profileId="demo-profile-work" ownerName="Jordan Rivera" onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar mis datos' }));
    expect(screen.getByRole('form', { name: 'Comparta sus datos con Jordan Rivera' })).toBeInTheDocument();
    expect(errorOf('Nombre')).toBe('Este campo es obligatorio.');
    expect(errorOf('Correo electrónico')).toBe('Indique un correo electrónico o un número de teléfono.');
    expect(errorOf(CONSENT_ES)).toBe('Este campo es obligatorio.');
    await user.type(screen.getByLabelText('Teléfono'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(errorOf('Teléfono')).toBe('Introduzca un número de teléfono válido.');
    expect(
      screen.getByText('Solo Jordan Rivera ve lo que usted envía. Puede pedirle que lo elimine en cualquier momento.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('records the consent in the words the visitor read', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    inSpanish(<LeadForm profileId="demo-profile-work" ownerName="Jordan Rivera" onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText('Nombre'), 'Maya');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@northwind.example');
    await user.click(screen.getByLabelText(CONSENT_ES));
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Maya', consent: true, consentText: CONSENT_ES }),
    );
  });
});

describe('LeadErasure in Spanish', () => {
  it("words the choice, the API's refusal and the outcome in Spanish", async () => {
    stubFetch({
      'POST /v1/public/leads/lead-1/erasure': [
        { status: 404, body: { message: CONTACT_MESSAGES.erasureLinkInvalid, code: 'not-found' } },
        { body: { data: { deleted: true } } },
      ],
    });
    const user = userEvent.setup();
    inSpanish(<LeadErasure erasure={{ contactId: 'lead-1', token: 't' }} ownerName="Jordan Rivera" />);
    expect(await screen.findByRole('heading', { name: '¿Ha cambiado de opinión?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace ya no es válido: es posible que los datos ya se hayan eliminado.',
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar mis datos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sus datos se han eliminado y Jordan Rivera ha recibido un aviso.',
    );
  });
});
