/** Query keys of the console; invalidating `all` refreshes every console screen. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  summary: ['admin', 'summary'] as const,
  moderation: ['admin', 'moderation'] as const,
  orders: ['admin', 'orders'] as const,
  order: (id: number) => ['admin', 'order', id] as const,
  screens: ['admin', 'screens'] as const,
  screen: (id: number) => ['admin', 'screen', id] as const,
  screenDelivery: ['admin', 'screen-delivery'] as const,
  fleet: ['admin', 'fleet'] as const,
  screenCommands: (id: number) => ['admin', 'screen-commands', id] as const,
  segments: ['admin', 'segments'] as const,
  customers: ['admin', 'customers'] as const,
  customer: (id: number) => ['admin', 'customer', id] as const,
  contact: ['admin', 'contact'] as const,
  content: (collection: string) => ['admin', 'content', collection] as const,
};
