import type { PublicProfile } from '../../contract/profiles';
import type { LeadReceipt } from '../../contract/contacts';
import { MESSAGES } from '../../contract/messages';
import { CSS, htmlDocument, pageFooter, themed, themeValues, type RenderedPage } from './card-page-document';
import { esc, href } from '../../platform/html';
import { LEAD_PAGE_SCRIPT } from './lead-form-script';
import type { LeadFormKey, LeadFormText } from './lead-form-text';

/**
 * The lead form as a page of the card's own (docs/profiles-and-cards.md): the card's colours,
 * font and logo, its language, no app around it. A plain form posted to the server; its only
 * script is the proof of work (lead-form-script.ts). Also the thank-you page and the answer to
 * "delete my details".
 */

export const LEAD_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'company', 'jobTitle', 'note'] as const;
export type LeadFormValues = Record<(typeof LEAD_FIELDS)[number], string> & { consent: boolean };

export const EMPTY_LEAD: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  company: '',
  jobTitle: '',
  note: '',
  consent: false,
};

interface Frame {
  profile: PublicProfile;
  text: LeadFormText;
  /** Absolute URL of this page, and the card page it belongs to (a path). */
  pageUrl: string;
  cardPath: string;
  https: boolean;
}

export interface LeadFormInput extends Frame {
  values: LeadFormValues;
  /** Messages by field (already in the page's language), `reach` for "an email or a phone". */
  errors: Partial<Record<(typeof LEAD_FIELDS)[number] | 'consent' | 'reach', string>>;
  /** A message about the whole form: why it was not sent. */
  problem?: string;
}

const FORM_CSS =
  '.back{display:inline-block;padding:.75rem 0 0;font-size:.9rem}form{margin-top:1rem}' +
  '.f{margin:0 0 .9rem}.f label,legend{display:block;font-weight:600;margin-bottom:.25rem}' +
  'input,textarea{width:100%;font:inherit;color:inherit;background:var(--bg);padding:.6rem .7rem;border:1px solid color-mix(in srgb,var(--fg) 45%,transparent);border-radius:.4rem}' +
  'input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--p);outline-offset:2px}' +
  'fieldset{border:0;padding:0;margin:0 0 .9rem}.hint{font-size:.9rem;opacity:.8;margin:0 0 .5rem}' +
  '.err{display:block;color:#b91c1c;font-size:.9rem;margin-top:.2rem}[aria-invalid=true]{border-color:#b91c1c}' +
  '.problem{border-left:4px solid #b91c1c;padding:.5rem .75rem;margin:1rem 0;background:color-mix(in srgb,#b91c1c 8%,var(--bg))}' +
  '.consent{display:flex;gap:.6rem;align-items:flex-start}.consent input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none}' +
  '.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}' +
  'button.btn{width:100%;font:inherit;font-weight:600;cursor:pointer;margin-top:.5rem;background:var(--bg)}.fine{font-size:.85rem;opacity:.75;margin-top:.75rem}' +
  '@media (min-width:40rem){.two{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}}';

function header({ profile: p, text, cardPath }: Frame): string {
  const logoUrl = p.companyBrand?.logoUrl ?? p.images.logo?.url ?? p.logoUrl;
  return (
    `<a class="back" href="${esc(cardPath)}">${esc(text.t('serverPage.back', { owner: p.displayName }))}</a>` +
    (logoUrl
      ? `<img class="logo" src="${href(logoUrl)}" alt="${esc(p.companyBrand?.name || p.company || p.displayName)}">`
      : '')
  );
}

function page(frame: Frame, title: string, body: string, form?: { script?: string }): RenderedPage {
  const { profile: p, text } = frame;
  const logo = p.companyBrand?.logoUrl ?? p.images.logo?.url ?? p.logoUrl;
  const css = themed(CSS.base + CSS.btn + (logo ? CSS.logo : '') + FORM_CSS, themeValues(p.config.theme));
  return htmlDocument(
    { title, description: text.t('page.intro', { owner: p.displayName }), url: frame.pageUrl, noindex: true },
    `<main>${header(frame)}${body}${pageFooter(text.card)}</main>`,
    {
      css,
      https: frame.https,
      language: text.language,
      form,
    },
  );
}

const errorOf = (id: string, message: string | undefined) =>
  message ? `<span class="err" id="e-${id}">${esc(message)}</span>` : '';
const described = (id: string, message: string | undefined, also = '') => {
  const ids = [also, message ? `e-${id}` : ''].filter(Boolean).join(' ');
  return (message ? ' aria-invalid="true"' : '') + (ids ? ` aria-describedby="${ids}"` : '');
};

export function renderLeadForm(input: LeadFormInput): RenderedPage {
  const { profile: p, text, values, errors } = input;
  const owner = p.displayName;
  const field = (name: (typeof LEAD_FIELDS)[number], label: LeadFormKey, attrs: string, hintId = '') =>
    `<p class="f"><label for="f-${name}">${esc(text.t(label))}</label>` +
    (name === 'note'
      ? `<textarea id="f-${name}" name="${name}" rows="3" maxlength="2000"${described(name, errors[name], hintId)}>${esc(values[name])}</textarea>`
      : `<input id="f-${name}" name="${name}" value="${esc(values[name])}"${attrs}${described(name, errors[name], hintId)}>`) +
    `${errorOf(name, errors[name])}</p>`;
  const consent = text.t('form.consent', { owner });
  const body =
    `<h1>${esc(text.t('page.titleFor', { owner }))}</h1><p>${esc(text.t('page.intro', { owner }))}</p>` +
    // Told before typing, when the page cannot run its one script.
    `<noscript><p class="problem">${esc(text.t('serverPage.needsScript', { owner }))}</p></noscript>` +
    (input.problem ? `<p class="problem" role="alert">${esc(input.problem)}</p>` : '') +
    `<form id="lead" method="post" novalidate data-p="${esc(p.id)}">` +
    `<div class="two">${field('firstName', 'form.firstName', ' autocomplete="given-name" maxlength="100" aria-required="true"')}` +
    `${field('lastName', 'form.lastName', ' autocomplete="family-name" maxlength="100"')}</div>` +
    `<fieldset${errors.reach ? ' aria-describedby="e-reach"' : ''}><legend>${esc(text.t('form.reachHint', { owner }))}</legend>` +
    `${errorOf('reach', errors.reach)}<div class="two">` +
    field(
      'email',
      'form.email',
      ` type="email" inputmode="email" autocomplete="email" maxlength="254"${errors.reach ? ' aria-invalid="true"' : ''}`,
    ) +
    field(
      'phoneNumber',
      'form.phone',
      ` type="tel" inputmode="tel" autocomplete="tel" maxlength="40"${errors.reach ? ' aria-invalid="true"' : ''}`,
    ) +
    '</div></fieldset>' +
    `<div class="two">${field('company', 'form.company', ' autocomplete="organization" maxlength="200"')}` +
    `${field('jobTitle', 'form.jobTitle', ' autocomplete="organization-title" maxlength="200"')}</div>` +
    `<p class="hint" id="h-note">${esc(text.t('form.noteHint'))}</p>` +
    field('note', 'form.note', '', 'h-note') +
    // The honeypot: off-screen, out of the tab order, hidden from assistive technology; only a bot fills it.
    `<div class="trap" aria-hidden="true"><label for="f-website">${esc(text.t('form.honeypot'))}</label><input id="f-website" name="website" tabindex="-1" autocomplete="off"></div>` +
    `<div class="f consent"><input type="checkbox" id="f-consent" name="consent" value="yes"${values.consent ? ' checked' : ''}${described('consent', errors.consent)}>` +
    `<div><label for="f-consent">${esc(consent)}</label>${errorOf('consent', errors.consent)}</div></div>` +
    '<input type="hidden" name="challenge" value=""><input type="hidden" name="solution" value="">' +
    `<button class="btn primary" type="submit" data-sending="${esc(text.t('form.sending'))}">${esc(text.t('form.send'))}</button>` +
    `<p class="fine">${esc(text.t('form.finePrint', { owner }))}</p></form>`;
  return page(input, text.t('page.titleFor', { owner }), body, { script: LEAD_PAGE_SCRIPT });
}

/** After a lead: the owner's contact to keep, and the visitor's one chance to take it back. */
export function renderLeadThanks(frame: Frame & { receipt: LeadReceipt }): RenderedPage {
  const { text, receipt } = frame;
  const owner = frame.profile.displayName;
  const { contactId, token } = receipt.erasure;
  const body =
    `<h1>${esc(text.t('thanks.title'))}</h1><p role="status">${esc(text.t('thanks.sent', { owner }))}</p>` +
    `<p>${esc(text.t('thanks.keep', { owner }))}</p>` +
    `<p><a class="btn primary" href="${href(receipt.vcardUrl)}" download>${esc(text.t('thanks.save', { owner }))}</a></p>` +
    `<section aria-labelledby="h-erase"><h2 id="h-erase">${esc(text.t('erasure.title'))}</h2><p>${esc(text.t('erasure.explain', { owner }))}</p>` +
    `<form method="post" action="${esc(frame.cardPath)}/contact/erasure"><input type="hidden" name="contactId" value="${esc(contactId)}">` +
    `<input type="hidden" name="token" value="${esc(token)}"><button class="btn" type="submit">${esc(text.t('erasure.delete'))}</button></form></section>`;
  return page(frame, text.t('thanks.title'), body, {});
}

/** The answer to "delete my details": done, or why not. */
export function renderLeadErased(frame: Frame & { outcome: 'erased' | 'invalid' | 'limited' }): RenderedPage {
  const { text, outcome } = frame;
  const owner = frame.profile.displayName;
  const title = outcome === 'erased' ? text.t('serverPage.erased') : text.t('erasure.title');
  const words = {
    erased: text.t('erasure.done', { owner }),
    invalid: text.t('erasure.linkInvalid'),
    limited: text.message(MESSAGES.tooManyRequests),
  };
  const body = `<h1>${esc(title)}</h1><p role="status">${esc(words[outcome])}</p>`;
  return page(frame, title, body);
}
