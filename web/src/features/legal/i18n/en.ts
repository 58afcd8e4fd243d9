/** The terms of service and the privacy policy (/terms-of-service, /privacy-policy). */
export default {
  lastUpdated: 'Last updated {{date}}',
  contents: 'Contents',
  /** A section's heading: its number in the document, then its title. */
  sectionHeading: '{{number}}. {{title}}',
  terms: {
    title: 'Terms of service',
    updated: '1 November 2026',
    intro:
      'These terms are the agreement between you and Everlink when you use our digital business cards, profiles and back office. Please read them carefully.',
    service: {
      title: 'The service',
      body: "Everlink lets you create digital business profiles, share them through links, QR codes and physical cards, collect the contact details people choose to share with you, connect social and calendar accounts, and manage the cards and profiles of a company's team. These terms apply to the website, the web app and the cards (together, “the service”).",
    },
    account: {
      title: 'Your account',
      signIn:
        'You need an account to create profiles. You sign in with an email and password, an email link, a phone number or a Google account. Keep your sign-in details to yourself; you are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      age: 'You must be at least 16 years old, and old enough to agree to these terms where you live.',
    },
    content: {
      title: 'Your content',
      rights:
        'You keep every right to what you put on Everlink: names, photos, logos, links, videos and text. You allow us to store, copy and show it only as far as we need to run the service — for example to show your public profile to people who open your link or tap your card.',
      publish:
        'Only publish what you are allowed to publish. Profiles are public by design: anyone with the link can see what you put on an active profile. You can deactivate or delete a profile at any time.',
    },
    acceptableUse: {
      title: 'Acceptable use',
      intro: 'Do not use Everlink to:',
      impersonate: 'pretend to be another person or organisation, or mislead people about who you are;',
      unlawful:
        "publish unlawful, hateful, harassing, sexually explicit or violent content, or content that infringes someone else's rights;",
      spam: "send spam, or collect other people's details without their permission;",
      abuse: 'spread malware, probe or overload the service, or get around its limits or security.',
      enforcement:
        'We may remove content or suspend accounts that break these rules, and tell you why unless the law or safety prevents it.',
    },
    contacts: {
      title: 'Contacts you collect',
      body: 'When people share their details with you through your profile, you decide what to do with them, and you are responsible for using them lawfully — for example, only adding someone to a mailing list when they agreed to it. Everlink stores those contacts for you and does not use them for anything else.',
    },
    integrations: {
      title: 'Connected services',
      body: "When you connect Instagram, X, TikTok, Calendly or a CRM, you allow Everlink to read and show the data the connection needs (such as your latest posts or your booking link), within that service's own terms. You can disconnect at any time; we then delete the access we held.",
    },
    companies: {
      title: 'Companies and teams',
      body: "If your company gives you an Everlink account, its administrators can manage the company's profiles and cards, your roles and your division, and may see the profiles and contacts that belong to the company. If you leave the company, it keeps the company's cards and branding; your personal profiles stay yours.",
    },
    paid: {
      title: 'Premium, plans and cards',
      body: 'Some features are part of Everlink Premium or a company plan. Prices and what each plan includes are shown before you pay. Subscriptions renew until you cancel; cancelling stops the next renewal and you keep access until the end of the period you paid for. Physical cards are yours once delivered; a lost card can be deactivated from your account.',
    },
    availability: {
      title: 'Availability and changes',
      body: 'We work to keep Everlink available and your data safe, but we cannot promise the service will never be interrupted. We may change or stop features; when a change takes away something you rely on, we will tell you in advance when we reasonably can.',
    },
    liability: {
      title: 'Liability',
      body: 'The service is provided “as is”. As far as the law allows, Everlink is not liable for indirect or consequential losses, or for losses caused by content that users publish. Nothing in these terms limits liability that cannot be limited by law.',
    },
    ending: {
      title: 'Ending the agreement',
      body: 'You can stop using Everlink and delete your profiles at any time. We may end or suspend your account if you seriously or repeatedly break these terms. After an account ends we delete its data as described in the <a>privacy policy</a>.',
    },
    changes: {
      title: 'Changes to these terms',
      body: 'We may update these terms. We will give notice of important changes by email or in the app before they take effect. If you keep using Everlink after that, the new terms apply; if you do not agree, you can close your account.',
    },
  },
  privacy: {
    title: 'Privacy policy',
    updated: '1 November 2026',
    intro: 'This policy explains what personal data Everlink collects, why, who sees it, and the choices you have.',
    what: {
      title: 'What we collect',
      account:
        '<strong>Account data</strong>: your name, email, phone number and sign-in method, and, if you sign in with Google, the name and email Google shares.',
      profile:
        '<strong>Profile content</strong>: what you add to your profiles — photos, job title, company, links, socials, videos and files.',
      contacts:
        '<strong>Contacts</strong>: details that people choose to share with you through your profile, and contacts you add or import.',
      connected:
        '<strong>Connected accounts</strong>: for Instagram, X, TikTok, Calendly or a CRM you connect, the account name and the content the connection shows; the access tokens stay on our servers and are never shown in the app.',
      usage:
        '<strong>Usage</strong>: views of your profiles, taps of your cards and the links visitors open, counted to show you your analytics.',
      technical:
        '<strong>Technical data</strong>: error reports and, for a sample of sessions, a privacy-masked recording of how pages behaved, so we can find and fix problems. Text you type is masked in these recordings.',
    },
    why: {
      title: 'Why we use it',
      service:
        'to run the service: show your profiles, deliver contacts to you, keep you signed in (performance of our contract with you);',
      security: 'to keep Everlink secure and working: prevent abuse, fix errors (our legitimate interest);',
      billing: 'to bill Premium and company plans (contract and legal obligations);',
      messages:
        'to send you service messages, such as sign-in links and security notices. We send marketing only if you agreed to it.',
    },
    public: {
      title: 'What is public',
      body: "An active profile is public: anyone with its link, QR code or card can see what you put on it. Deactivated and deleted profiles are not shown to anyone. Contacts you collect are visible only to you, and to your company's administrators when they belong to the company.",
    },
    sharing: {
      title: 'Who we share it with',
      intro: 'We do not sell your personal data. We share it only with:',
      providers:
        'the providers that host and run Everlink for us (cloud hosting, sign-in, payments, error monitoring), under contracts that protect it;',
      connected: 'services you connect yourself, to the extent the connection needs;',
      company: 'your company, for profiles, cards and contacts that belong to it;',
      authorities: 'authorities, when the law requires it.',
    },
    retention: {
      title: 'How long we keep it',
      body: 'We keep your data while your account exists. When you delete a profile its public page is gone at once and its content is erased from our systems within 30 days. When you close your account we delete your data within 30 days, except what we must keep by law, such as invoices.',
    },
    rights: {
      title: 'Your rights',
      body: 'You can see and change most of your data in the app, export your contacts, and delete profiles. You also have the right to ask for a copy of your data, to have it corrected or erased, to restrict or object to how we use it, and to complain to your data protection authority. Ask us and we will answer within a month.',
    },
    security: {
      title: 'Security',
      body: 'Data is encrypted in transit and at rest. Access inside Everlink is limited to the people who need it to run the service. Every request is checked against who is signed in and what they may see.',
    },
    cookies: {
      title: 'Cookies and local storage',
      body: "We use the browser's storage to keep you signed in and to remember choices such as the profile you were working on. We do not use advertising cookies.",
    },
    children: {
      title: 'Children',
      body: 'Everlink is not meant for children under 16, and we do not knowingly collect their data.',
    },
    changes: {
      title: 'Changes',
      body: 'When we change this policy in a way that matters, we will tell you by email or in the app before the change applies.',
    },
  },
};
