/** Event mode's texts (/event, and the waiting count in the header): docs/event-mode.md. */
export default {
  page: {
    title: 'Event mode',
    description:
      'Show your card and take leads, with or without a connection. Leads wait on this device until they are synced.',
    online: 'Online: new leads are synced right away.',
    offline: 'Offline: leads are kept on this device and synced when the connection returns.',
  },
  /** The owner's card, kept on the device for events without a connection. */
  ownCard: {
    heading: 'My card',
    loading: 'Loading your card…',
    notKept: 'Open Everlink once while online and your card is kept on this device for events without a connection.',
    name: 'Name',
    role: 'Role',
    email: 'Email',
    phone: 'Phone',
    link: 'Link',
    qrAlt: 'QR code for {{url}}',
  },
  /** The public form's lead budget today, and lifting it for an event (docs/event-mode.md). */
  leadDay: {
    heading: "Today's lead limit",
    loading: "Loading today's lead limit…",
    offline: "Connect to see or lift today's lead limit of your card's form.",
    unavailable: "Today's lead limit could not be loaded. Try again in a moment.",
    used: '{{used}} of {{limit}} leads taken today through your card’s form.',
    explain:
      'A busy stand can use up the day’s {{limit}} in minutes. Lift it to {{eventLimit}} until {{until}} (midnight UTC).',
    liftedUntil: 'Lifted for your event: up to {{limit}} leads until {{until}} (midnight UTC).',
    lift: "Lift today's limit",
    restore: 'Put the usual limit back',
    liftedToast: "Today's limit is lifted to {{limit}} leads.",
    restoredToast: "Today's usual lead limit is back.",
  },
  /** Leads on this device that have not reached the contact book yet (the list and the header's link). */
  waiting: {
    count_one: '{{count}} waiting to sync',
    count_other: '{{count}} waiting to sync',
    empty: 'Every lead is in your contacts.',
    notSynced: '— not synced: {{reason}}',
    /** The name is for screen readers, so each lead's button says whose it is. */
    discard: 'Discard<name> {{name}}</name>',
    syncNow: 'Sync now',
  },
  newLead: {
    heading: 'New lead',
    save: 'Save lead',
    saved: '{{name}} is saved on this device.',
  },
  /** The toasts after a sync; failed leads stay in the queue. */
  sync: {
    synced_one: '{{count}} lead synced to your contacts.',
    synced_other: '{{count}} leads synced to your contacts.',
    failed_one: '{{count}} lead could not be synced. It stays in the queue and will be sent again.',
    failed_other: '{{count}} leads could not be synced. They stay in the queue and will be sent again.',
    failedBecause_one: '{{count}} lead could not be synced ({{reason}}). It stays in the queue and will be sent again.',
    failedBecause_other:
      '{{count}} leads could not be synced ({{reason}}). They stay in the queue and will be sent again.',
  },
  qr: {
    heading: 'From their QR code',
    intro: 'A vCard or a card link fills in the form below for you to check.',
    scan: 'Scan a QR code',
    choosePhoto: 'Choose a photo of the QR code',
    readingPicture: 'Reading the picture…',
    /** The lead's note when the code held a link rather than a vCard. */
    linkNote: 'Scanned card: {{url}}',
    notACard:
      'This QR code holds neither a contact card (vCard) nor a link, so there is nothing to add. Try another code or type the details.',
    dialog: {
      title: 'Scan a QR code',
      hint: "Hold the other person's QR code inside the frame. It is read as soon as it is sharp; nothing is recorded or sent.",
      starting: 'Starting the camera…',
      live: 'Camera on: looking for a QR code…',
      cancel: 'Cancel',
    },
    camera: {
      insecure: 'The camera works only on a secure (https) page. Choose a photo of the QR code instead.',
      unsupported: 'This browser cannot use a camera. Choose a photo of the QR code instead.',
      denied:
        "Camera access was refused. Allow the camera for this site in your browser's settings and try again, or choose a photo of the QR code.",
      noCamera: 'No camera was found on this device. Choose a photo of the QR code instead.',
      busy: 'The camera is in use by another app or could not start. Close the other app and try again, or choose a photo of the QR code.',
      failed: 'The camera could not start. Try again, or choose a photo of the QR code.',
      readerFailed: 'The QR code reader could not load. Check your connection and try again, or type the details.',
    },
    picture: {
      notAnImage: 'This file is not an image. Choose a photo or screenshot of the QR code: JPEG, PNG or WebP.',
      unreadable: 'This image could not be opened. Choose a JPEG, PNG or WebP photo of the QR code.',
      noCode:
        'No QR code was found in this image. Try a sharper photo with the whole code in view, or type the details.',
    },
    scanned: {
      vcard: 'Read {{name}} from the QR code. Check the details, then save the lead.',
      vcardWithoutName: 'Read their card from the QR code. Check the details, then save the lead.',
      url: 'The QR code holds a link to their card, now in the note. Type their name, check the rest, then save the lead.',
    },
  },
};
