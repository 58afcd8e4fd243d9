import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { useLegalText, type LegalT } from '../i18n';
import { paths } from '../../../session/paths';

/** The sections with one paragraph each (the key under `terms` is the section's id). */
const SINGLE_PARAGRAPH = ['contacts', 'integrations', 'companies', 'paid', 'availability', 'liability'] as const;

function sectionsOf(t: LegalT): LegalSection[] {
  return [
    { id: 'service', title: t('terms.service.title'), body: <p>{t('terms.service.body')}</p> },
    {
      id: 'account',
      title: t('terms.account.title'),
      body: (
        <>
          <p>{t('terms.account.signIn')}</p>
          <p>{t('terms.account.age')}</p>
        </>
      ),
    },
    {
      id: 'content',
      title: t('terms.content.title'),
      body: (
        <>
          <p>{t('terms.content.rights')}</p>
          <p>{t('terms.content.publish')}</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('terms.acceptableUse.title'),
      body: (
        <>
          <p>{t('terms.acceptableUse.intro')}</p>
          <ul>
            <li>{t('terms.acceptableUse.impersonate')}</li>
            <li>{t('terms.acceptableUse.unlawful')}</li>
            <li>{t('terms.acceptableUse.spam')}</li>
            <li>{t('terms.acceptableUse.abuse')}</li>
          </ul>
          <p>{t('terms.acceptableUse.enforcement')}</p>
        </>
      ),
    },
    ...SINGLE_PARAGRAPH.map((id) => ({ id, title: t(`terms.${id}.title`), body: <p>{t(`terms.${id}.body`)}</p> })),
    {
      id: 'ending',
      title: t('terms.ending.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.ending.body" components={{ a: <Link to={paths.privacy} /> }} />
        </p>
      ),
    },
    { id: 'changes', title: t('terms.changes.title'), body: <p>{t('terms.changes.body')}</p> },
  ];
}

export default function TermsOfService() {
  const { t } = useLegalText();
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('terms.updated')}
      intro={<p>{t('terms.intro')}</p>}
      sections={sectionsOf(t)}
    />
  );
}
