import type { CameraProblem } from './use-qr-camera';

/** What the QR scanner says when it cannot go on, each with what the person can do next. */
export const QR_SCAN_TEXTS = {
  camera: {
    insecure: 'The camera works only on a secure (https) page. Choose a photo of the QR code instead.',
    unsupported: 'This browser cannot use a camera. Choose a photo of the QR code instead.',
    denied: "Camera access was refused. Allow the camera for this site in your browser's settings and try again, or choose a photo of the QR code.",
    'no-camera': 'No camera was found on this device. Choose a photo of the QR code instead.',
    busy: 'The camera is in use by another app or could not start. Close the other app and try again, or choose a photo of the QR code.',
    failed: 'The camera could not start. Try again, or choose a photo of the QR code.',
    'reader-failed': 'The QR code reader could not load. Check your connection and try again, or type the details.',
  } satisfies Record<CameraProblem, string>,
  notAnImage: 'This file is not an image. Choose a photo or screenshot of the QR code: JPEG, PNG or WebP.',
  unreadableImage: 'This image could not be opened. Choose a JPEG, PNG or WebP photo of the QR code.',
  noCodeInImage: 'No QR code was found in this image. Try a sharper photo with the whole code in view, or type the details.',
} as const;
