// The public API (/api/v1) and the outgoing webhooks: API keys (stored as a hash with a short visible
// prefix), the answers kept for Idempotency-Key, webhook endpoints, and each delivery with its attempts.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, timestamps } from './columns';

export const API_SCOPES = ['read', 'write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** The first characters of the key ("vlr_ab12cd34"), shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key: the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_user_id_idx').on(t.userId)],
);

/** The answer to a create sent with an Idempotency-Key, replayed for the same key within 24 h. */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path, and the SHA-256 of the body: the same key with another request is refused. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_idempotency_key_idx').on(t.apiKeyId, t.key), index('api_idempotency_user_id_idx').on(t.userId)],
);

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

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    url: text('url').notNull(),
    /** The Standard Webhooks signing secret ("whsec_" + base64). */
    secret: text('secret').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first failed delivery since the last success: three days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Events that happened up to this time were collected for this endpoint (webhooks/collect.ts). */
    collectedUntil: timestamp('collected_until', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_user_id_idx').on(t.userId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's own id (the same for every endpoint): the webhook-id header, and the de-duplication key. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').notNull(),
    /** pending (a retry is due), succeeded, failed (24 h of retries used up). */
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_user_id_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** The receiver's HTTP status, null when it could not be reached. */
    responseStatus: integer('response_status'),
    /** Why it failed without a status (refused address, timeout, connection error). */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId), index('webhook_attempts_user_id_idx').on(t.userId)],
);
