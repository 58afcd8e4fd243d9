import { Trans } from 'react-i18next';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { useLegalText, type LegalT } from '../i18n';

/** What we collect, each item led by its kind in bold. */
const COLLECTED = ['account', 'profile', 'contacts', 'connected', 'usage', 'technical'] as const;
const PURPOSES = ['service', 'security', 'billing', 'messages'] as const;
const RECIPIENTS = ['providers', 'connected', 'company', 'authorities'] as const;
/** The sections with one paragraph each (the key under `privacy` is the section's id). */
const SINGLE_PARAGRAPH = ['public', 'retention', 'rights', 'security', 'cookies', 'children', 'changes'] as const;

function sectionsOf(t: LegalT): LegalSection[] {
  const single = (id: (typeof SINGLE_PARAGRAPH)[number]): LegalSection => ({
    id,
    title: t(`privacy.${id}.title`),
    body: <p>{t(`privacy.${id}.body`)}</p>,
  });
  return [
    {
      id: 'what',
      title: t('privacy.what.title'),
      body: (
        <ul>
          {COLLECTED.map((item) => (
            <li key={item}>
              <Trans t={t} i18nKey={`privacy.what.${item}`} components={{ strong: <strong /> }} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'why',
      title: t('privacy.why.title'),
      body: (
        <ul>
          {PURPOSES.map((purpose) => (
            <li key={purpose}>{t(`privacy.why.${purpose}`)}</li>
          ))}
        </ul>
      ),
    },
    single('public'),
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: (
        <>
          <p>{t('privacy.sharing.intro')}</p>
          <ul>
            {RECIPIENTS.map((recipient) => (
              <li key={recipient}>{t(`privacy.sharing.${recipient}`)}</li>
            ))}
          </ul>
        </>
      ),
    },
    ...SINGLE_PARAGRAPH.slice(1).map(single),
  ];
}

export default function PrivacyPolicy() {
  const { t } = useLegalText();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('privacy.updated')}
      intro={<p>{t('privacy.intro')}</p>}
      sections={sectionsOf(t)}
    />
  );
}
