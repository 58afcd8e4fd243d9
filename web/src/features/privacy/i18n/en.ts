/** The person's own data: the dashboard's first-run contact question and the account data panel. */
export default {
  contactChoice: {
    title: 'What should your page show?',
    about:
      'Your page shows your name and nothing else yet. Choose what people who open your link or tap your card may see; you can change it any time.',
    showEmail: 'Show my email, {{email}}',
    showEmailHint: 'Visitors can write to you and save it with your contact.',
    showPhone: 'Show my phone number, {{phone}}',
    showPhoneHint: 'Visitors can call you and save it with your contact.',
    saving: 'Saving…',
    save: 'Save my choice',
    note: 'Leave them unticked to keep them private. Anything else you add later in the profile editor is yours to show or hide too.',
    saved: 'Your choice is saved. Change it any time in the profile editor.',
  },
  accountData: {
    title: 'Your data',
    downloadAbout:
      'Download a copy of everything in your account: profiles, links, cards, contacts (as a spreadsheet and as vCards), visits, connected services and your uploaded files, in one zip file.',
    preparing: 'Preparing your data…',
    download: 'Download my data',
    downloading: 'Your data is downloading.',
    deleteAbout:
      'Deleting your account removes your profiles, links, contacts, analytics and files, disconnects the services you connected, cancels your subscription and ends your sign-in. Your printed cards stop working and your links stay unused for 90 days. This cannot be undone.',
    signInAgain: 'Sign in again',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    deleting: 'Deleting…',
    confirmText:
      'Everything in your account is deleted and you are signed out. Download your data first if you want a copy.',
    deleted: 'Your account was deleted.',
  },
};
