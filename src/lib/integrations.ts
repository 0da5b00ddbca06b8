// The public API's scopes and the outgoing webhooks' events: used by the database schema, the
// server and the settings form alike.
export const API_SCOPES = ['read', 'write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const WEBHOOK_EVENTS = [
  'proposal.sent',
  'proposal.viewed',
  'proposal.accepted',
  'proposal.refused',
  'client.created',
  'client.updated',
  'contract.signed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
