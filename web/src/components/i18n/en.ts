/** The shell's texts: navigation, loading, empty and error states, dialogs, shared form parts. */
export default {
  pleaseWait: 'Please wait…',
  loading: 'Loading…',
  /** A spinner's accessible name when its screen gives none. */
  spinner: 'Loading',
  loadFailed: 'This could not be loaded',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  goHome: 'Go to the home page',
  shell: {
    skipLink: 'Skip to main content',
    homeLabel: 'Everlink home',
    dashboardLabel: 'Everlink dashboard',
    legalNav: 'Legal',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    copyright: '© {{year}} Everlink',
    goToDashboard: 'Go to dashboard',
    signIn: 'Sign in',
    getStarted: 'Get started',
    invited:
      'You have been invited to join a company on Everlink. Create your account or sign in with the email address the invitation was sent to, then accept the invitation.',
    invitedBy: '{{inviter}} invited you to join {{company}} on Everlink.',
    invitedByCompany: '{{company}} invited you to join their team on Everlink.',
    invitedWith: 'Create your account or sign in with {{email}}, the address the invitation was sent to.',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    nav: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      cards: 'Cards',
      contacts: 'Contacts',
      eventMode: 'Event mode',
      integrations: 'Integrations',
      company: 'Company',
      companyCards: 'Company cards',
      billing: 'Billing',
      apiKeys: 'API keys',
      superadmin: 'Superadmin',
    },
  },
  guards: {
    checkingSignIn: 'Checking your sign-in…',
    checkingAccess: 'Checking your access…',
    accessError: 'Your access could not be checked',
    superadminOnly: {
      title: 'Superadmins only',
      heading: "You don't have access to this area",
      about:
        'The superadmin area manages Everlink itself: every user, the product-wide roles and the divisions. It is open to Everlink superadmins only.',
      ask: 'If you need something changed there, ask an Everlink administrator.',
      back: 'Back to your dashboard',
    },
  },
  notFound: {
    title: 'Page not found',
    heading: "This page doesn't exist",
    body: 'The link may be mistyped, or the page may have moved. Check the address, or start again from the home page.',
  },
  routeError: {
    title: 'Something went wrong',
    reload: 'Reload the page',
  },
  premium: {
    badge: 'Premium',
    badgeTitle: 'Premium: you have a plan in Everlink',
    featureLabel: '{{feature}} is a Premium feature',
    featureTitle: '{{feature}} is part of Everlink Premium',
    howTo:
      'Premium comes with a plan: Pro for yourself, or Teams for everyone in your company, each with a free trial to start.',
    seePlans: 'See plans and upgrade',
    company: 'Set up or join a company',
  },
  qrCode: {
    download: 'Download QR code',
  },
  importIssues: {
    caption: 'Rows with errors ({{total}}) — fix them in the file and import it again',
    row: 'Row',
    field: 'Field',
    problem: 'Problem',
    moreRows: '…and {{more}} more rows.',
  },
  /** Asked before leaving a form with unsaved changes. */
  leaveGuard: {
    title: 'Discard changes?',
    body: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
    stay: 'Stay',
    discard: 'Discard',
  },
  /** A profile field the person's company manages: shown read-only in the editor. */
  lockedField: {
    managedBy: 'Managed by {{company}}',
  },
};
