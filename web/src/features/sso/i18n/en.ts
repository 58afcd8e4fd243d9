/** Single sign-on on the sign-in screens and its way back from the provider (/sso/callback). */
export default {
  continueWith: 'Continue with {{company}} single sign-on',
  opening: 'Opening {{company}} sign-in…',
  breakGlass: 'I own {{company}}’s Everlink account: sign in another way',
  recommended: '{{company}} signs you in with its own account. Continue with it, or use another way below.',
  callback: {
    title: 'Signing you in',
    working: 'Finishing your single sign-on…',
    failedHeading: 'Single sign-on did not finish',
    providerRefused: 'Your identity provider did not sign you in. Try again, or ask your company’s administrator.',
    nothingPending: 'There is no single sign-on to finish here. Start again from the sign-in page.',
    backToSignIn: 'Go to sign in',
  },
};
