/** How to put a copied signature into each mail client; one disclosure a client, keyboard-friendly as they are. */
const CLIENTS: { name: string; steps: string[] }[] = [
  {
    name: 'Gmail',
    steps: [
      'Open Gmail on a computer, select the gear icon, then See all settings.',
      'On the General tab, scroll to Signature and select Create new; give it a name.',
      'Click in the signature box and paste (Ctrl+V, or ⌘V on a Mac).',
      'Under Signature defaults, choose it for new emails and replies, then select Save Changes at the bottom.',
    ],
  },
  {
    name: 'Outlook',
    steps: [
      'Outlook on the web or the new Outlook: Settings → Mail → Compose and reply. Classic Outlook for Windows: File → Options → Mail → Signatures.',
      'Create a new signature and give it a name.',
      'Paste into the signature box (Ctrl+V, or ⌘V on a Mac).',
      'Choose it as the default for new messages and replies, then Save (OK in classic Outlook).',
    ],
  },
  {
    name: 'Apple Mail',
    steps: [
      'In Mail on a Mac, choose Mail → Settings (Preferences on older macOS), then Signatures.',
      'Select your account and the + button; name the signature.',
      'Turn off “Always match my default message font”, then paste into the signature box (⌘V).',
      'Close the window. Pictures may show only in new messages.',
    ],
  },
];

export function InstallSteps() {
  return (
    <div className="share-kit-install">
      <h3>Add it to your mail app</h3>
      {CLIENTS.map((client) => (
        <details key={client.name}>
          <summary>{client.name}</summary>
          <ol>
            {client.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
