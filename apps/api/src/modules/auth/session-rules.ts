/** A session ends 30 days after sign-in whatever happens, and after 7 days without use. */
export const sessionTtlDays = 30;
export const sessionIdleDays = 7;
