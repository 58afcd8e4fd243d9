/** The connectable services, and the query keys of their connection states. */
export const INTEGRATIONS = [
  { id: 'instagram', name: 'Instagram', text: 'Show your latest posts on your profile page.' },
  { id: 'twitter', name: 'X (Twitter)', text: 'Show your latest posts on your profile page.' },
  { id: 'tiktok', name: 'TikTok', text: 'Show your latest videos on your profile page.' },
  { id: 'calendly', name: 'Calendly', text: 'Let visitors book a meeting with you from your page.' },
  { id: 'gohighlevel', name: 'GoHighLevel', text: 'Send the contacts you collect straight to your CRM.' },
] as const;

export const integrationKeys = {
  all: ['integrations'] as const,
  provider: (id: (typeof INTEGRATIONS)[number]['id']) => ['integrations', id] as const,
};
