/** The signed-in card screens (/cards, /cards/{id}) and the activation form the public card page shares. */
export default {
  /** How a card without a name of its own is called. */
  name: 'Card {{id}}',
  status: {
    active: 'Active',
    unassigned: 'Not activated',
    deactivated: 'Deactivated',
  },
  opensInNewTab: '(opens in a new tab)',
  loadingProfiles: 'Loading your profiles…',
  toast: {
    activated: 'Card activated. A tap on it now opens your profile.',
    saved: 'Card saved.',
    deactivated: 'Card deactivated.',
    linkCopied: 'Link copied.',
    copyFailed: "The link couldn't be copied. Select it in the field and copy it.",
  },
  list: {
    title: 'Cards',
    description: 'Physical Everlink cards that open one of your profiles with a tap or a scan.',
    activate: 'Activate a card',
    loading: 'Loading your cards…',
    error: 'Your cards could not be loaded',
    label: 'Your cards',
    loadingMore: 'Loading…',
    showMore: 'Show more cards',
    opensNothing: 'Opens nothing any more',
    opens: 'Opens {{name}}',
    notConnected: 'Not connected to a profile',
    manage: 'Manage',
    manageLabel: 'Manage {{name}}',
  },
  activatePanel: {
    title: 'Activate a card',
    intro: 'Enter the code printed on the card, or tap it with your phone while signed in.',
    noActiveProfile:
      'A card opens one of your profiles, and none of them is active. Reactivate a profile from the <a>dashboard</a> first.',
    firstCard: {
      title: 'No cards yet',
      intro:
        'An Everlink card opens your profile when someone taps it with their phone or scans its QR code. Activate yours in one of two ways:',
      tap: 'Tap the card with your phone (or scan its QR code) and follow “Activate this card”.',
      code: 'Or enter the code printed on the card below, and choose the profile it should open.',
    },
  },
  activateForm: {
    label: 'Activate a card',
    labelOfCard: 'Activate card {{id}}',
    code: 'Card code',
    codeHint: 'The 12-character code printed on your card, or the link its QR code opens.',
    profile: 'Profile it opens',
    profileHint: 'You can switch the card to another profile at any time.',
    chooseProfile: 'Choose a profile',
    submit: 'Activate card',
    submitting: 'Activating…',
  },
  detail: {
    title: 'Card',
    allCards: 'All cards',
    loading: 'Loading the card…',
    error: 'The card could not be loaded',
    notFound: {
      title: 'Card not found',
      heading: 'No card {{id}} on your account',
      text: 'Check the code, or activate the card first: it then appears in your cards.',
    },
    about: {
      title: 'About this card',
      code: 'Code',
      status: 'Status',
      opens: 'Opens',
      noProfile: 'No profile',
      activated: 'Activated',
      deactivated: 'Deactivated',
    },
    deactivatedNotice:
      "This card is deactivated. Anyone who taps or scans it sees “Card no longer active”, and it can't be activated again. To share your profile with a tap, activate a new card from <a>your cards</a>.",
    settings: {
      title: 'Name and profile',
      notLinked:
        "This card isn't connected to a profile, so visitors see “Card not linked yet”. Choose the profile it should open.",
      profileDeactivated:
        '{{name}} is deactivated, so visitors see “Profile unavailable”. Choose another profile, or reactivate it from its page.',
      name: 'Card name',
      nameHint: 'Only you see it, e.g. “Conference badge” or “Desk card”.',
      profile: 'Profile it opens',
      profileHint: 'A tap opens this profile from now on; the card itself stays the same.',
      chooseProfile: 'Choose a profile',
      save: 'Save changes',
      saving: 'Saving…',
      unchanged: 'Change the name or the profile, then save.',
    },
    share: {
      title: 'Public link and QR code',
      intro: 'The card opens this address. Share it or print the QR code where a tap is not possible.',
      link: 'Card link',
      copy: 'Copy link',
      open: 'Open public page',
      qrLabel: 'QR code for {{url}}',
    },
    deactivate: {
      title: 'Deactivate card',
      intro:
        'Lost the card, or replaced it? Deactivate it so nobody who finds it can open your profile or take it over.',
      button: 'Deactivate card',
      confirmTitle: 'Deactivate this card?',
      confirm: 'Deactivate card',
      pending: 'Deactivating…',
      consequence: 'Anyone who taps or scans {{name}} will see “Card no longer active” instead of your profile.',
      permanent:
        "<strong>This is permanent:</strong> the card can't be activated again, by you or anyone else. Your profiles, links and other cards are not affected.",
    },
  },
};
