import { z } from 'zod';

/** What a token may do: `read` reaches GET routes, `book` the calls that book, upload and cancel. */
export const apiTokenScopes = ['read', 'book'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const apiTokenMessages = {
  nameRequired: 'Give the token a name.',
  scopesRequired: 'Choose at least one scope.',
  expiryInPast: 'The expiry must be in the future.',
  expiryTooFar: 'A token can last at most two years.',
} as const;

/** A token lasts at most this long. */
export const apiTokenMaxDays = 730;

/** POST /api/user/tokens */
export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1, apiTokenMessages.nameRequired).max(100),
  scopes: z
    .array(z.enum(apiTokenScopes))
    .min(1, apiTokenMessages.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso
    .datetime({ offset: true })
    .optional()
    .refine((value) => value === undefined || Date.parse(value) > Date.now(), {
      message: apiTokenMessages.expiryInPast,
    })
    .refine(
      (value) =>
        value === undefined || Date.parse(value) < Date.now() + apiTokenMaxDays * 86_400_000,
      { message: apiTokenMessages.expiryTooFar },
    ),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** The answer to a new token: the only time its secret is shown. */
export const apiTokenCreatedSchema = z.object({
  id: z.number().int(),
  token: z.string(),
});

/** A token as its owner sees it later: never the secret. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(apiTokenScopes)),
  /** The token's first characters, e.g. `ss_live_Ab3d`. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);
