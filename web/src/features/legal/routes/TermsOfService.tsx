import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Everlink lets you create digital business profiles, share them through links, QR codes and physical cards, collect the contact details people choose to share with you,
        connect social and calendar accounts, and manage the cards and profiles of a company&apos;s team. These terms apply to the website, the web app and the cards (together,
        &ldquo;the service&rdquo;).
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to create profiles. You sign in with an email and password, an email link, a phone number or a Google account. Keep your sign-in details to yourself;
          you are responsible for what happens under your account. Tell us at once if you think someone else has used it.
        </p>
        <p>You must be at least 16 years old, and old enough to agree to these terms where you live.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          You keep every right to what you put on Everlink: names, photos, logos, links, videos and text. You allow us to store, copy and show it only as far as we need to run the
          service — for example to show your public profile to people who open your link or tap your card.
        </p>
        <p>
          Only publish what you are allowed to publish. Profiles are public by design: anyone with the link can see what you put on an active profile. You can deactivate or delete
          a profile at any time.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Do not use Everlink to:</p>
        <ul>
          <li>pretend to be another person or organisation, or mislead people about who you are;</li>
          <li>publish unlawful, hateful, harassing, sexually explicit or violent content, or content that infringes someone else&apos;s rights;</li>
          <li>send spam, or collect other people&apos;s details without their permission;</li>
          <li>spread malware, probe or overload the service, or get around its limits or security.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules, and tell you why unless the law or safety prevents it.</p>
      </>
    ),
  },
  {
    id: 'contacts',
    title: 'Contacts you collect',
    body: (
      <p>
        When people share their details with you through your profile, you decide what to do with them, and you are responsible for using them lawfully — for example, only adding
        someone to a mailing list when they agreed to it. Everlink stores those contacts for you and does not use them for anything else.
      </p>
    ),
  },
  {
    id: 'integrations',
    title: 'Connected services',
    body: (
      <p>
        When you connect Instagram, X, TikTok, Calendly or a CRM, you allow Everlink to read and show the data the connection needs (such as your latest posts or your booking
        link), within that service&apos;s own terms. You can disconnect at any time; we then delete the access we held.
      </p>
    ),
  },
  {
    id: 'companies',
    title: 'Companies and teams',
    body: (
      <p>
        If your company gives you an Everlink account, its administrators can manage the company&apos;s profiles and cards, your roles and your division, and may see the profiles
        and contacts that belong to the company. If you leave the company, it keeps the company&apos;s cards and branding; your personal profiles stay yours.
      </p>
    ),
  },
  {
    id: 'paid',
    title: 'Premium, plans and cards',
    body: (
      <p>
        Some features are part of Everlink Premium or a company plan. Prices and what each plan includes are shown before you pay. Subscriptions renew until you cancel; cancelling
        stops the next renewal and you keep access until the end of the period you paid for. Physical cards are yours once delivered; a lost card can be deactivated from your
        account.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Everlink available and your data safe, but we cannot promise the service will never be interrupted. We may change or stop features; when a change takes away
        something you rely on, we will tell you in advance when we reasonably can.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        The service is provided &ldquo;as is&rdquo;. As far as the law allows, Everlink is not liable for indirect or consequential losses, or for losses caused by content that
        users publish. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using Everlink and delete your profiles at any time. We may end or suspend your account if you seriously or repeatedly break these terms. After an account ends
        we delete its data as described in the <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will give notice of important changes by email or in the app before they take effect. If you keep using Everlink after that, the new terms
        apply; if you do not agree, you can close your account.
      </p>
    ),
  },
];

export default function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of service"
      updated="1 November 2026"
      intro={<p>These terms are the agreement between you and Everlink when you use our digital business cards, profiles and back office. Please read them carefully.</p>}
      sections={sections}
    />
  );
}
