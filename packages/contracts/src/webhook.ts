import { z } from 'zod';

/** The events an endpoint may subscribe to. */
export const webhookEvents = [
  'order.approved',
  'order.rejected',
  'order.paid',
  'order.live',
  'order.paused',
  'order.completed',
  'delivery.summary',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** What a delivery may carry: the events, and the test ping an owner sends from settings. */
export const webhookDeliveryEvents = [...webhookEvents, 'webhook.ping'] as const;
export type WebhookDeliveryEvent = (typeof webhookDeliveryEvents)[number];

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const webhookSignatureHeader = 'ScreenSpot-Signature';

/** An account may register this many endpoints. */
export const maxWebhookEndpoints = 10;

export const webhookMessages = {
  urlRequired: 'Enter the address of your endpoint.',
  urlInvalid: 'Enter a full address, e.g. https://example.com/hooks/screenspot.',
  eventsRequired: 'Choose at least one event.',
} as const;

/** POST /api/user/webhooks */
export const webhookCreateSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(2000)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, webhookMessages.urlInvalid),
  events: z
    .array(z.enum(webhookEvents))
    .min(1, webhookMessages.eventsRequired)
    .max(webhookEvents.length * 2)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** An endpoint as its owner sees it: never the secret, which is answered once, on creation. */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** The answer to a new endpoint: the only time its signing secret is shown. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to an endpoint. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(webhookDeliveryEvents),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null before one, or when none answered. */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);
