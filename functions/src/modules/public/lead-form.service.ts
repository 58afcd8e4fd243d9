import { ZodError } from 'zod';
import type { AppContext } from '../../platform/context';
import { ApiError, fieldsOf } from '../../platform/errors';
import { consumeQuota } from '../../platform/rate-limit';
import { CARD_ID_PATTERN } from '../../contract/cards';
import { CHALLENGE_MESSAGES } from '../../contract/challenge';
import { CONTACT_MESSAGES, leadErasureBody, type LeadReceipt } from '../../contract/contacts';
import { id } from '../../contract/common';
import { CAP_MESSAGES } from '../../contract/caps';
import { MESSAGES } from '../../contract/messages';
import type { Profile, PublicProfile } from '../../contract/profiles';
import { loadCard } from '../cards';
import { slugTarget } from '../links';
import { LEAD_ERASURE_LIMIT, requestLeadErasure, submitLead } from '../contacts';
import { loadCardView } from './public-view.service';
import { EMPTY_LEAD, LEAD_FIELDS, type LeadFormInput, type LeadFormValues } from './lead-form-page';
import type { LeadFormText } from './lead-form-text';

/**
 * The server lead form's rules, which are the API's: the same body, proof of work, limits and
 * service (contacts' submitLead) as POST /v1/contacts, and the same counter of an address's
 * leads. What is the form's own is how an answer is shown: every problem in the visitor's
 * language, beside its field, with what they typed kept.
 */

/** The profile whose form /card/{key}/contact is: the card's or the short link's, while active. */
export async function leadFormTarget(
  ctx: AppContext,
  key: string,
): Promise<{ profile: Profile; view: PublicProfile } | null> {
  let profileId: string | null = null;
  if (key.startsWith('@')) {
    // As the card page goes: a profile link's slug names its profile, one read.
    const target = await slugTarget(ctx, key.slice(1).toLowerCase());
    if (target?.kind === 'profile') profileId = target.profileId;
    else if (target?.link.targetType === 'profile') profileId = target.link.profileId;
  } else {
    const id = key.toUpperCase();
    const card = CARD_ID_PATTERN.test(id) ? await loadCard(ctx, id) : null;
    if (card?.status === 'active') profileId = card.profileId ?? null;
  }
  if (!profileId) return null;
  // The card page's own read: the materialized view (one document), not every fact gathered again.
  const card = await loadCardView(ctx, profileId);
  return card.kind === 'card' ? { profile: card.profile, view: card.view() } : null;
}

export type LeadFormAnswer =
  | { kind: 'thanks'; receipt: LeadReceipt }
  | ({ kind: 'form'; status: number } & Pick<LeadFormInput, 'values' | 'errors' | 'problem'>);

const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the visitor typed, as it goes back into the form. */
export function valuesOf(form: Record<string, unknown>): LeadFormValues {
  const values = { ...EMPTY_LEAD, consent: form.consent === 'yes' };
  for (const name of LEAD_FIELDS) values[name] = stringOf(form[name]);
  return values;
}

function challengeProblem(text: LeadFormText, owner: string, solution: string, message: string): string {
  if (!solution) return text.t('serverPage.needsScript', { owner });
  if (message === CHALLENGE_MESSAGES.expired) return text.t('serverPage.expired');
  if (message === CHALLENGE_MESSAGES.used) return text.t('serverPage.used');
  return text.t('serverPage.wait');
}

/** The API's answer to a refused lead, as the form shows it. */
function refusal(
  error: ApiError | ZodError,
  values: LeadFormValues,
  form: Record<string, unknown>,
  view: PublicProfile,
  text: LeadFormText,
): LeadFormAnswer {
  const owner = view.displayName;
  const status = error instanceof ApiError ? error.status : 400;
  const fields = error instanceof ZodError ? fieldsOf(error) : (error.fields ?? {});
  const errors: LeadFormInput['errors'] = {};
  for (const name of [...LEAD_FIELDS, 'consent'] as const) if (fields[name]) errors[name] = text.message(fields[name]);
  // "An email or a phone" is one rule: said once, above the two, whether or not the contract got to it.
  if (!values.email.trim() && !values.phoneNumber.trim()) {
    delete errors.email;
    delete errors.phoneNumber;
    errors.reach = text.t('serverPage.reachRequired');
  }
  let problem: string | undefined;
  if (fields.challenge || fields.solution)
    problem = challengeProblem(text, owner, stringOf(form.solution), fields.challenge ?? fields.solution);
  else if (Object.keys(errors).length) problem = text.t('serverPage.notSent');
  else if (error instanceof ApiError && error.message === CAP_MESSAGES.leadsPerProfilePerDay())
    problem = text.t('serverPage.dayFull', { owner });
  else if (error instanceof ApiError && error.code === 'lead-capture-off') problem = text.t('captureOff.message');
  else if (error instanceof ApiError && error.message === CONTACT_MESSAGES.profileUnavailable)
    problem = text.t('unavailable.message');
  else problem = text.message(error instanceof ApiError ? error.message : MESSAGES.genericError);
  return { kind: 'form', status, values, errors, problem };
}

/** One sending of the form from an address: the API's own service, the address's budget included. */
export async function sendLeadForm(
  ctx: AppContext,
  input: { view: PublicProfile; form: Record<string, unknown>; address: string; text: LeadFormText },
): Promise<LeadFormAnswer> {
  const { view, form, text } = input;
  const values = valuesOf(form);
  const body = {
    ...values,
    profileId: view.id,
    // Only a ticked box is a consent; the words are the ones this page showed beside it.
    consent: values.consent ? true : undefined,
    consentText: text.t('form.consent', { owner: view.displayName }),
    website: stringOf(form.website),
    challenge: stringOf(form.challenge),
    solution: stringOf(form.solution),
  };
  try {
    return { kind: 'thanks', receipt: await submitLead(ctx, body, input.address) };
  } catch (error) {
    if (error instanceof ZodError || (error instanceof ApiError && error.status < 500))
      return refusal(error, values, form, view, text);
    throw error;
  }
}

/** "Delete my details" from the thank-you page: the API's erasure, under the same budget an address has there. */
export async function eraseFromForm(
  ctx: AppContext,
  form: Record<string, unknown>,
  address: string,
): Promise<'erased' | 'invalid' | 'limited'> {
  if (!(await consumeQuota(ctx, LEAD_ERASURE_LIMIT, address)).allowed) return 'limited';
  const contactId = id().safeParse(form.contactId);
  const body = leadErasureBody.safeParse({ token: form.token });
  if (!contactId.success || !body.success) return 'invalid';
  try {
    await requestLeadErasure(ctx, contactId.data, body.data.token);
    return 'erased';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'invalid';
    throw error;
  }
}
