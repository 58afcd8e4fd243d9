/** The paper business-card scanner on /contacts/new. */
export default {
  panel: {
    title: 'Scan a business card',
    intro:
      'Take a photo of a paper card, or choose one, and its details fill in the form below for you to check. The photo is read on this device and stays here unless you keep it with the contact.',
    takePhoto: 'Take a photo',
    choosePicture: 'Choose a picture',
    gettingReady: 'Getting the text reader ready…',
    preparing: 'Straightening the photo and making the text stand out…',
    reading: 'Reading the card… {{percent}} %',
    stop: 'Stop reading',
    found: 'Found the {{summary}}. Check the details below, then save.',
    photoAlt: 'The card you scanned',
    keepPhoto: "Keep this photo as the contact's picture",
    keepPhotoHint: 'Otherwise it is not saved or sent anywhere.',
    checkSome: 'The fields marked “Check this” may have been misread: compare them with the card.',
  },
  problems: {
    notAPicture: 'This file is not a picture. Choose a photo of the card: JPEG, PNG or WebP.',
    unreadable: 'This picture could not be opened. Choose a JPEG, PNG or WebP photo of the card.',
    nothingFound:
      'No text was found on this picture. Try again with the card flat and filling the frame, in good light, or type the details below.',
    blank:
      'This picture is all one shade (too dark, or blank): nothing on it can be read. Take the photo again in better light.',
    notACard:
      'Text was found, but no name, email or phone number in it. If the card is in a language or script the reader does not read, type the details below.',
    unsupported:
      'This browser cannot read cards on the device. Update it (or open this page in a current Chrome, Edge, Firefox or Safari), or type the details below.',
    readerFailed: 'The text reader could not start. Check your connection and try again, or type the details below.',
    stopped: 'Reading stopped. Choose another photo of the card, or type the details below.',
    tooLong:
      'Reading this picture took too long, so it was stopped. Take the photo again with the card flat and filling the frame, in good light, or type the details below.',
  },
  /** What a scan found, in words: "name, job title, 2 phone numbers and website". */
  found: {
    name: 'name',
    jobTitle: 'job title',
    company: 'company',
    emails_one: 'email',
    emails_other: '{{count}} emails',
    phones_one: 'phone number',
    phones_other: '{{count}} phone numbers',
    website: 'website',
    address: 'address',
    separator: ', ',
    last: '{{items}} and {{last}}',
  },
  /** What the card has that a contact has no field for, in the new contact's note. */
  note: {
    website: 'Website: {{website}}',
    address: 'Address: {{address}}',
  },
};
