export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** How often an open page asks for news (the spec allows up to 30 s). */
export const notificationPollMs = 15_000;
