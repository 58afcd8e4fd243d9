import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data</strong>: your name, email, phone number and sign-in method, and, if you sign in with Google, the name and email Google shares.
        </li>
        <li>
          <strong>Profile content</strong>: what you add to your profiles — photos, job title, company, links, socials, videos and files.
        </li>
        <li>
          <strong>Contacts</strong>: details that people choose to share with you through your profile, and contacts you add or import.
        </li>
        <li>
          <strong>Connected accounts</strong>: for Instagram, X, TikTok, Calendly or a CRM you connect, the account name and the content the connection shows; the access tokens
          stay on our servers and are never shown in the app.
        </li>
        <li>
          <strong>Usage</strong>: views of your profiles, taps of your cards and the links visitors open, counted to show you your analytics.
        </li>
        <li>
          <strong>Technical data</strong>: error reports and, for a sample of sessions, a privacy-masked recording of how pages behaved, so we can find and fix problems. Text you
          type is masked in these recordings.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>to run the service: show your profiles, deliver contacts to you, keep you signed in (performance of our contract with you);</li>
        <li>to keep Everlink secure and working: prevent abuse, fix errors (our legitimate interest);</li>
        <li>to bill Premium and company plans (contract and legal obligations);</li>
        <li>to send you service messages, such as sign-in links and security notices. We send marketing only if you agreed to it.</li>
      </ul>
    ),
  },
  {
    id: 'public',
    title: 'What is public',
    body: (
      <p>
        An active profile is public: anyone with its link, QR code or card can see what you put on it. Deactivated and deleted profiles are not shown to anyone. Contacts you
        collect are visible only to you, and to your company&apos;s administrators when they belong to the company.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>the providers that host and run Everlink for us (cloud hosting, sign-in, payments, error monitoring), under contracts that protect it;</li>
          <li>services you connect yourself, to the extent the connection needs;</li>
          <li>your company, for profiles, cards and contacts that belong to it;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your data while your account exists. When you delete a profile its public page is gone at once and its content is erased from our systems within 30 days. When you
        close your account we delete your data within 30 days, except what we must keep by law, such as invoices.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can see and change most of your data in the app, export your contacts, and delete profiles. You also have the right to ask for a copy of your data, to have it corrected
        or erased, to restrict or object to how we use it, and to complain to your data protection authority. Ask us and we will answer within a month.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit and at rest. Access inside Everlink is limited to the people who need it to run the service. Every request is checked against who is signed in
        and what they may see.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: <p>We use the browser&apos;s storage to keep you signed in and to remember choices such as the profile you were working on. We do not use advertising cookies.</p>,
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Everlink is not meant for children under 16, and we do not knowingly collect their data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes',
    body: <p>When we change this policy in a way that matters, we will tell you by email or in the app before the change applies.</p>,
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="1 November 2026"
      intro={<p>This policy explains what personal data Everlink collects, why, who sees it, and the choices you have.</p>}
      sections={sections}
    />
  );
}
