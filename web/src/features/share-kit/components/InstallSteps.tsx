import { useShareKitText } from '../i18n';

/** The mail clients (their names are brands) and the keys of their steps, in order. */
const CLIENTS = [
  {
    name: 'Gmail',
    steps: ['install.gmail.settings', 'install.gmail.create', 'install.gmail.paste', 'install.gmail.defaults'],
  },
  {
    name: 'Outlook',
    steps: ['install.outlook.settings', 'install.outlook.create', 'install.outlook.paste', 'install.outlook.defaults'],
  },
  {
    name: 'Apple Mail',
    steps: [
      'install.appleMail.settings',
      'install.appleMail.create',
      'install.appleMail.paste',
      'install.appleMail.close',
    ],
  },
] as const;

/** How to put a copied signature into each mail client; one disclosure a client, keyboard-friendly as they are. */
export function InstallSteps() {
  const { t } = useShareKitText();
  return (
    <div className="share-kit-install">
      <h3>{t('install.title')}</h3>
      {CLIENTS.map((client) => (
        <details key={client.name}>
          <summary>{client.name}</summary>
          <ol>
            {client.steps.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
