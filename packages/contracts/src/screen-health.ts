import { z } from 'zod';
import { pagedQuerySchema, pageOf } from './admin';
import { minutesOfDay, type OpeningHours } from './booking';
import { playerCommandKinds, playerLimits } from './player';
import { screenUtcOffsetMinutes } from './time-zone';

/**
 * The fleet at a glance (decision 0046): each screen's state from its players' heartbeats and its
 * bookings, the console's health page, offline alerts and remote commands.
 */
export const healthStates = ['dark', 'offline', 'stale', 'online', 'unpaired'] as const;
export type HealthState = (typeof healthStates)[number];

export const healthLimits = {
  /** No heartbeat for two intervals: the screen may be in trouble. */
  staleAfterSeconds: 2 * playerLimits.heartbeatSeconds,
  /** No heartbeat for three: it is offline (dark when it has bookings now). */
  offlineAfterSeconds: playerLimits.offlineAfterSeconds,
  /** Offline this long in opening hours, operators are alerted (each screen may set its own). */
  defaultAlertMinutes: 10,
  maxAlertMinutes: 24 * 60,
  /** Commands a player may have waiting at once; more answer 409. */
  maxPendingCommands: 5,
} as const;

/**
 * A screen's state now. `lastSeenAt` is its freshest paired player's last heartbeat (null when it
 * never sent one); `paired` whether any unrevoked player holds a token; `bookedNow` whether a paid
 * order has spots in the cell running now.
 */
export function healthState(
  screen: { paired: boolean; lastSeenAt: Date | null; bookedNow: boolean },
  now: Date,
): HealthState {
  if (!screen.paired) return 'unpaired';
  const silentMs = screen.lastSeenAt ? now.getTime() - screen.lastSeenAt.getTime() : Infinity;
  if (silentMs <= healthLimits.staleAfterSeconds * 1000) return 'online';
  if (silentMs <= healthLimits.offlineAfterSeconds * 1000) return 'stale';
  return screen.bookedNow ? 'dark' : 'offline';
}

/** Whether a screen with these opening hours (local HH:MM in Dubai) is open at an instant. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const local = new Date(at.getTime() + screenUtcOffsetMinutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const open = minutesOfDay(hours.open);
  const close = minutesOfDay(hours.close);
  if (close === open) return true;
  return close > open ? minute >= open && minute < close : minute >= open || minute < close;
}

export const fleetSorts = ['state', 'name', 'lastSeen', 'clockOffset', 'appVersion'] as const;

/** GET /api/admin/screen-health: one page of the fleet, filtered by state and searched by name. */
export const fleetQuerySchema = pagedQuerySchema.extend({
  state: z
    .union([z.literal(''), z.enum(healthStates)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  sort: z.enum(fleetSorts).default('state'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type FleetQuery = z.input<typeof fleetQuerySchema>;

export const fleetScreenSchema = z.object({
  ledId: z.number().int(),
  name: z.string(),
  location: z.string(),
  state: z.enum(healthStates),
  players: z.number().int(),
  lastSeenAt: z.string().nullable(),
  appVersion: z.string().nullable(),
  clockOffsetMs: z.number().int().nullable(),
  resolution: z.string().nullable(),
  freeBytes: z.number().nullable(),
  cacheItems: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** Complete plays today against what paid orders booked today. */
  playsToday: z.number().int(),
  expectedToday: z.number().int(),
  /** seq numbers missing today between each player's first and last received. */
  seqGaps: z.number().int(),
  offlineAlertMinutes: z.number().int(),
  /** The outage running now, if operators were alerted of one. */
  outageSince: z.string().nullable(),
});
export type FleetScreen = z.infer<typeof fleetScreenSchema>;

export const fleetSchema = pageOf(fleetScreenSchema).extend({
  /** Screens in each state across the whole fleet (whatever the filter). */
  counts: z.object(
    Object.fromEntries(healthStates.map((state) => [state, z.number().int()])) as Record<
      HealthState,
      z.ZodNumber
    >,
  ),
  asOf: z.string(),
});
export type Fleet = z.infer<typeof fleetSchema>;

/** PUT /api/admin/leds/:ledId/offline-alert */
export const offlineAlertSchema = z.object({
  minutes: z.number().int().min(1).max(healthLimits.maxAlertMinutes),
});

/** POST /api/admin/players/:playerId/commands */
export const playerCommandRequestSchema = z.object({ kind: z.enum(playerCommandKinds) });

export const playerCommandStatuses = ['pending', 'delivered', 'done', 'failed'] as const;

export const playerCommandSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  kind: z.enum(playerCommandKinds),
  status: z.enum(playerCommandStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type PlayerCommand = z.infer<typeof playerCommandSchema>;

export const playerCommandsSchema = z.array(playerCommandSchema);
