import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal text with its date and a table of contents that links to each section. */
export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <article className="legal">
      <header>
        <h1>{title}</h1>
        <p className="muted">Last updated {updated}</p>
        {intro}
      </header>
      <nav aria-label="Contents" className="legal-toc">
        <h2>Contents</h2>
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
          <h2 id={`${s.id}-title`}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
