import { useIdentityText } from '../i18n';

const DIRECTORIES = ['entra', 'okta'] as const;
const STEPS = {
  entra: ['entra1', 'entra2', 'entra3', 'entra4'],
  okta: ['okta1', 'okta2', 'okta3', 'okta4'],
} as const;

/** How to connect the two directories most companies use, in the screen's own words (docs/scim.md has the details). */
export function ScimHowTo() {
  const { t } = useIdentityText();
  return (
    <div className="stack">
      {DIRECTORIES.map((directory) => (
        <details key={directory} className="identity-howto">
          <summary>{t(`scim.howTo.${directory}`)}</summary>
          <ol>
            {STEPS[directory].map((step) => (
              <li key={step}>{t(`scim.howTo.${step}`)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
