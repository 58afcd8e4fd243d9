/** Every user-facing text of the specification (sections 5 and 8), once, for web and API alike. */
export const MESSAGES = {
  required: 'This field is required.',
  invalidUrl: 'Invalid URL.',
  passwordsDoNotMatch: 'Your passwords do not match, please try again.',
  fileTooLarge: 'File size exceeds 5MB. Please try again with a smaller file.',
  startDateAfterEndDate: 'Start Date cannot be later than End Date.',
  startTimeAfterEndTime: 'Start Time cannot be later than End Time.',
  expirationBeforeIssue: 'Expiration Date cannot be later than Issue Date.',

  genericError: 'Oops an error occurred. Please try again',
  fallbackError: 'Something went wrong. Please try again',
  unknownError: 'Unknown Error',

  resetLinkInvalid: 'Reset password link invalid.',
  phoneAccountExists: 'There is already an account associated with this phone.',
  recentLoginRequired: 'New login credential required. Please login again before continue',
  emailInUse: 'There is already an account associated with this email.',
  emailRegistered: 'Email already registered.',
  phoneRegistered: 'Phone number already registered',
  invalidPassword: 'Invalid password. Password must be at least 6 characters long.',
  weakPassword: 'Weak password. Please enter a stronger password.',
  invalidEmail: 'Please enter a valid email.',
  userNotFound: 'There is no user record corresponding to the provided identifier.',
  wrongPassword: 'The password you entered is incorrect. Please try again.',
  userDisabled: 'User has been disabled.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidOtp: 'Invalid OTP Code',
  emailLinkInvalid: 'The email link is invalid.',

  // Our own texts, for cases the specification does not word.
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  routeNotFound: 'This endpoint does not exist.',
  malformedJson: 'The request body is not valid JSON.',
  invalidId: 'Invalid id.',
  unsupportedFileType: 'This file type is not supported.',
  imageUnreadable: 'This image could not be read. Please try another file.',
  imageTooManyPixels: 'This image is too large. Please use a picture of at most 24 megapixels.',
  uploadIncomplete: 'The upload did not arrive whole. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',
  contention: 'Too many changes at once. Please try again.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const TOAST_AUTO_CLOSE_MS = 5000;
