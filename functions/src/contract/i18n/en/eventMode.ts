/** Event mode's texts (/event): the QR code scanner (docs/event-mode.md). */
export default {
  qr: {
    heading: 'From their QR code',
    intro: 'A vCard or a card link fills in the form below for you to check.',
    scan: 'Scan a QR code',
    choosePhoto: 'Choose a photo of the QR code',
    readingPicture: 'Reading the picture…',
    notACard: 'This QR code holds neither a contact card (vCard) nor a link, so there is nothing to add. Try another code or type the details.',
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
      denied: "Camera access was refused. Allow the camera for this site in your browser's settings and try again, or choose a photo of the QR code.",
      noCamera: 'No camera was found on this device. Choose a photo of the QR code instead.',
      busy: 'The camera is in use by another app or could not start. Close the other app and try again, or choose a photo of the QR code.',
      failed: 'The camera could not start. Try again, or choose a photo of the QR code.',
      readerFailed: 'The QR code reader could not load. Check your connection and try again, or type the details.',
    },
    picture: {
      notAnImage: 'This file is not an image. Choose a photo or screenshot of the QR code: JPEG, PNG or WebP.',
      unreadable: 'This image could not be opened. Choose a JPEG, PNG or WebP photo of the QR code.',
      noCode: 'No QR code was found in this image. Try a sharper photo with the whole code in view, or type the details.',
    },
    scanned: {
      vcard: 'Read {{name}} from the QR code. Check the details, then save the lead.',
      vcardWithoutName: 'Read their card from the QR code. Check the details, then save the lead.',
      url: 'The QR code holds a link to their card, now in the note. Type their name, check the rest, then save the lead.',
    },
  },
};
