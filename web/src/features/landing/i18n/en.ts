/** The public home page (/): what Everlink is, and the ways in. Only this page's texts: it has a size budget. */
export default {
  header: {
    home: 'Everlink home',
    account: 'Account',
    goToDashboard: 'Go to dashboard',
    signIn: 'Sign in',
    getStarted: 'Get started',
  },
  /** Shown when a signed-out visitor opened a page that needs an account. */
  continueNotice: 'Sign in to continue to the page you opened.',
  continueLink: 'Sign in',
  hero: {
    eyebrow: 'Digital business cards',
    title: 'Your business card, always up to date.',
    lead: 'Everlink gives you a profile page and a tap-to-share card that carry your latest details, collects the contacts you make, and lets your whole team share one brand.',
    openDashboard: 'Open your dashboard',
    getStarted: "Get started — it's free",
    signIn: 'Sign in',
  },
  /** The sample card beside the hero (hidden from screen readers): a made-up person. */
  preview: {
    initials: 'JR',
    name: 'Jordan Rivera',
    role: 'Product Designer · Northwind',
    saveContact: 'Save contact',
    bookCall: 'Book a call',
    portfolio: 'Portfolio',
  },
  features: {
    title: 'Everything a card should have done all along',
    profiles: {
      title: 'Profiles that stay current',
      text: 'One link with your photo, role, contact details, links and socials. Change a detail once and everyone who has your card sees it.',
    },
    cards: {
      title: 'Tap-to-share cards',
      text: 'Pair a physical Everlink card with any profile. A tap on a phone or a scan of its QR code opens your page — no app needed.',
    },
    contacts: {
      title: 'Contacts that come back',
      text: 'People you meet can send you their details from your page. Everything lands in your contacts, ready to export to your CRM.',
    },
    tools: {
      title: 'Your tools, connected',
      text: 'Show your latest posts, let people book a meeting in Calendly, and send new leads straight to your CRM.',
    },
    teams: {
      title: 'Built for teams',
      text: 'Give everyone in your company a branded card, manage roles and divisions, and import your team from a spreadsheet.',
    },
    analytics: {
      title: 'See what works',
      text: 'Views, taps and the links people open, per profile, so you know which conversations turned into connections.',
    },
  },
  steps: {
    title: 'How it works',
    create: {
      title: 'Create your profile',
      text: 'Sign up with email, phone or Google. Your first profile is ready in a minute.',
    },
    share: {
      title: 'Share it anywhere',
      text: 'Tap your card, show your QR code, or send your link in an email signature.',
    },
    followUp: {
      title: 'Follow up',
      text: 'See who shared their details back, and pick up the conversation while it is fresh.',
    },
  },
  cta: {
    title: 'Make your next introduction the one they keep.',
    openDashboard: 'Open your dashboard',
    createProfile: 'Create your free profile',
  },
};
