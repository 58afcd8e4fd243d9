import { CONTACT_MESSAGES, leadConsentText } from '../../contacts';

/**
 * The public lead form (/contacts/new/{profileId}), its thank-you page and the erasure a visitor
 * can ask for there. The API's own words are reused so the two never drift apart.
 */
export default {
  page: {
    title: 'Share your details',
    titleFor: 'Share your details with {{owner}}',
    opening: 'Opening the form…',
    openFailed: 'This form could not be opened',
    intro: 'Leave your name and how to reach you, and {{owner}} can get back to you.',
    /** The owner's role line when both are known; either one alone is shown as it is. */
    role: '{{jobTitle}} at {{company}}',
    whatIsEverlink: 'What is Everlink?',
  },
  /** The form the card's own server page shows (no app around it, and no JavaScript but the proof of work). */
  serverPage: {
    back: "Back to {{owner}}'s card",
    notSent: 'Your details were not sent yet. Please check what is marked below.',
    reachRequired: 'Enter an email or a phone number.',
    needsScript:
      "This form needs JavaScript for a moment to check that a person sends it, with no puzzle to solve. Turn JavaScript on and send it again, or save {{owner}}'s contact instead.",
    wait: 'Please wait a moment, then send the form again.',
    expired: 'This form has expired. Please reload the page and send it again.',
    used: 'This form was already sent. Please reload the page to send it again.',
    dayFull:
      "{{owner}} cannot take more contact details today. Please try again tomorrow, or save {{owner}}'s contact instead.",
    erased: 'Your details were deleted',
  },
  unavailable: {
    title: 'Profile unavailable',
    message: `${CONTACT_MESSAGES.profileUnavailable} Check the link, or ask its owner for a new one.`,
  },
  captureOff: {
    title: '{{owner}} is not taking details right now',
    message: `${CONTACT_MESSAGES.leadCaptureOff} You can still find their contact details on their profile.`,
    viewProfile: "View {{owner}}'s profile",
  },
  form: {
    firstName: 'First name',
    lastName: 'Last name',
    reachHint: 'An email or a phone number, so {{owner}} can reach you.',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    jobTitle: 'Job title',
    note: 'Note',
    noteHint: 'Optional: where you met, or what you would like to talk about.',
    /** The honeypot's label: people never see it, only bots read it. */
    honeypot: 'Website',
    /** Shown beside the box and recorded with the lead, in the words the visitor read. */
    consent: leadConsentText('{{owner}}'),
    send: 'Send my details',
    sending: 'Sending…',
    finePrint: 'Only {{owner}} sees what you send. You can ask them to delete it at any time.',
  },
  thanks: {
    title: 'Thank you!',
    sent: 'Your details were sent to {{owner}}. They will be in touch.',
    keep: "Keep {{owner}}'s details too, so you have them when they reach out.",
    save: "Save {{owner}}'s contact",
    /** The toast beside the page. */
    toast: 'Your details were sent to {{owner}}.',
  },
  erasure: {
    title: 'Changed your mind?',
    explain:
      'You can have the details you just sent deleted now. {{owner}} gets a note that you asked. This choice is on this page only, so decide before you leave it.',
    delete: 'Delete my details',
    deleting: 'Deleting…',
    done: 'Your details were deleted, and {{owner}} was told. They can no longer see what you sent.',
    linkInvalid: CONTACT_MESSAGES.erasureLinkInvalid,
    toast: 'Your details were deleted.',
  },
};
