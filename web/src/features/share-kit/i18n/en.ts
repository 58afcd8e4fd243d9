import { BACKGROUND_DESIGN_LABELS, SIGNATURE_DESIGN_LABELS } from '@contract/labels';

/** A profile's share kit (wallet passes, email signature, call backgrounds) and the company's designs. */
export default {
  /** The designs' names, by their ids: the API's own words for them (contract/labels.ts). */
  designs: {
    signature: SIGNATURE_DESIGN_LABELS,
    background: BACKGROUND_DESIGN_LABELS,
  },
  /** Who chose a design when the company has no name to show. */
  yourCompany: 'Your company',
  toast: {
    applePass: 'Your pass was downloaded. Open it on your iPhone to add it to Wallet.',
    googleWallet: 'Google Wallet opened in a new tab.',
    background: 'Background downloaded.',
    companySaved: 'Designs saved for everyone in the company.',
    signatureCopied: "Signature copied. Paste it into your mail app's signature settings.",
    signatureCopyFailed: "The signature couldn't be copied. Select it in the preview and copy it.",
  },
  panel: {
    loading: 'Loading your share kit…',
    error: 'Your share kit could not be loaded',
    noLink: 'Your wallet pass, email signature and call backgrounds appear once this profile has a public link.',
  },
  wallet: {
    title: 'Wallet pass',
    intro:
      'Keep your card in Apple Wallet or Google Wallet: show its QR code to share your profile, even when an NFC tap fails.',
    apple: 'Add to Apple Wallet',
    google: 'Save to Google Wallet<hidden> (opens in a new tab)</hidden>',
    notSetUp: 'Wallet passes are not set up on this server yet.',
  },
  signature: {
    title: 'Email signature',
    intro:
      'Your photo, name, title, company, links and a small QR code of your card, in a layout Gmail, Outlook and Apple Mail all show alike.',
    designLabel: 'Signature design',
    locked: '{{company}} chose the {{design}} design for everyone.',
    drawing: 'Drawing your signature…',
    error: 'The signature could not be made',
    preview: 'Signature preview ({{design}})',
    copy: 'Copy signature',
  },
  /** How to put a copied signature into each mail client. */
  install: {
    title: 'Add it to your mail app',
    gmail: {
      settings: 'Open Gmail on a computer, select the gear icon, then See all settings.',
      create: 'On the General tab, scroll to Signature and select Create new; give it a name.',
      paste: 'Click in the signature box and paste (Ctrl+V, or ⌘V on a Mac).',
      defaults:
        'Under Signature defaults, choose it for new emails and replies, then select Save Changes at the bottom.',
    },
    outlook: {
      settings:
        'Outlook on the web or the new Outlook: Settings → Mail → Compose and reply. Classic Outlook for Windows: File → Options → Mail → Signatures.',
      create: 'Create a new signature and give it a name.',
      paste: 'Paste into the signature box (Ctrl+V, or ⌘V on a Mac).',
      defaults: 'Choose it as the default for new messages and replies, then Save (OK in classic Outlook).',
    },
    appleMail: {
      settings: 'In Mail on a Mac, choose Mail → Settings (Preferences on older macOS), then Signatures.',
      create: 'Select your account and the + button; name the signature.',
      paste: 'Turn off “Always match my default message font”, then paste into the signature box (⌘V).',
      close: 'Close the window. Pictures may show only in new messages.',
    },
  },
  backgrounds: {
    title: 'Call backgrounds',
    intro:
      'For Zoom, Microsoft Teams and Google Meet: your name and title top left, and a QR code of your card people can scan off their screen.',
    locked: '{{company}} chose the {{design}} background for everyone.',
    image: '{{design}} call background',
    drawing: 'Drawing the {{design}} background',
    drawFailed: 'This background could not be drawn.',
    download: 'Download {{design}} (PNG)',
  },
  company: {
    title: 'Designs for everyone at {{company}}',
    intro:
      'Hand one design to every employee: their share tab shows it chosen, and they cannot pick another. You can still preview every design.',
    loading: "Loading the company's designs…",
    error: "The company's designs could not be loaded",
    signature: 'Email signature',
    background: 'Call background',
    eachChooses: 'Each person chooses',
    save: 'Save for everyone',
  },
};
