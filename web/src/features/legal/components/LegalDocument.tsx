import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui';
import { useLegalText } from '../i18n';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal text with its date and a table of contents that links to each section. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useLegalText();
  usePageTitle(title);
  return (
    <article className="legal">
      <header>
        <h1>{title}</h1>
        <p className="muted">{t('lastUpdated', { date: updated })}</p>
        {intro}
      </header>
      <nav aria-label={t('contents')} className="legal-toc">
        <h2>{t('contents')}</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{t('sectionHeading', { number: i + 1, title: s.title })}</h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
