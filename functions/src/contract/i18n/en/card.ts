/**
 * The public card: the server-rendered page (/card/{id}, /card/@slug) and the web app's own
 * /card/{id} view, which show the same words. The owner's texts (name, bio, link titles) are
 * never here. `setting` is the owner's choice of the card's language, on the profile editor.
 */
export default {
  profile: {
    /** A logo's text when the company has no name to give it. */
    logoAlt: 'Logo',
    photoAlt: 'Photo of {{name}}',
    /** The person's role line when both are known; either one alone is shown as it is. */
    role: '{{jobTitle}} at {{company}}',
    actions: 'Actions',
    saveContact: 'Save contact',
    exchangeContact: 'Exchange contact',
    bookMeeting: 'Book a meeting',
    about: 'About',
    contact: 'Contact',
    links: 'Links',
    social: 'Social',
    qrLabel: 'QR code for this card',
    qrCaption: 'Scan to open this card',
    /** The link preview's description of a card that has no role or headline. */
    description: '{{name}} on Everlink',
  },
  /** The owner's connected feeds under the socials (names like Instagram stay as they are). */
  feeds: {
    latestOn: 'Latest on {{network}}',
    accountOn: '@{{username}} on {{network}}',
    post: '{{network}} post',
  },
  page: {
    /** `{{brand}}` is the product's name, linked to its home page. */
    poweredBy: 'Powered by {{brand}}',
    /** The web app's card when its profile is not known yet. */
    title: 'Everlink card',
    opening: 'Opening the card…',
    openFailed: 'This card could not be opened',
    whatIsEverlink: 'What is Everlink?',
    error: 'Something went wrong',
  },
  notice: {
    notFound: { title: 'Card not found', message: 'We could not find this card. Check the link and try again.' },
    pageNotFound: { title: 'Page not found', message: 'There is no Everlink page at this address.' },
    deactivated: { title: 'Card no longer active', message: 'This card has been deactivated by its owner.' },
    noProfile: {
      title: 'Card not linked yet',
      message: 'This card is not connected to a profile right now.',
      action: 'Own this card? Connect it',
    },
    profileGone: {
      title: 'Profile unavailable',
      message: 'This profile is currently unavailable. Please try again later.',
    },
  },
  owner: {
    yourCard: 'This is your card: visitors see the profile below.',
    manage: 'Manage card',
    connect: 'Connect it to a profile',
  },
  activation: {
    title: 'Activate your Everlink card',
    signInMessage: 'This card ({{cardId}}) is new. Sign in or create an account to connect it to your profile.',
    /** The server page's one button: sign in, then the web app activates. */
    action: 'Activate this card',
    signIn: 'Sign in to activate',
    createAccount: 'Create an account',
    chooseMessage: 'This card ({{cardId}}) is new. Choose the profile it opens when someone taps or scans it.',
    loadingProfiles: 'Loading your profiles…',
    noProfile: 'You need an active profile first. <a>Set up your profile</a>, then come back to this card.',
    submit: 'Activate card',
  },
  setting: {
    title: 'Language',
    label: 'Card language',
    auto: "Visitor's language (automatic)",
    hint: 'The language of your card, your lead form and its thank-you page. Automatic shows each visitor their own language when the card has it, and English otherwise. What you write yourself stays as you wrote it.',
    save: 'Save language',
    saving: 'Saving…',
    saved: 'Card language saved.',
  },
  /** The owner's choice whether search engines may list the card (docs/profiles-and-cards.md). */
  indexing: {
    title: 'Search engines',
    label: 'Let search engines show my card',
    hint: "When on, Google and other search engines may list your profile's page (/card/@your-link) with your name, role, photo and the details you publish. Off, the page tells them not to. Your card's own QR address is never listed.",
    save: 'Save search setting',
    saving: 'Saving…',
    saved: 'Search setting saved.',
  },
};
