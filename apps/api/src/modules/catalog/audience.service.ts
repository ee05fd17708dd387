import {
  estimateAudience,
  impressionsFormulaText,
  impressionsMethodVersion,
  profileMethods,
} from '@screenspot/contracts/audience';
import {
  audienceAssumptionsSchema,
  parseProfileCsv,
  type AudienceProfile,
  type AudienceProfileInput,
} from '@screenspot/contracts/audience-api';
import { screenTimezone } from '@screenspot/contracts/booking';
import type { Db } from '../../db/client';
import { toScreenLoop } from '../../db/screen-loop';
import { HttpError } from '../../plugins/errors';
import * as repository from './audience.repository';
import type { ErrorKey } from '../../error-messages';
import { messageOfWords, fieldMessages } from '../../i18n';

const screenNotFound: ErrorKey = 'screen.notFoundAlt';
export const noProfileMessage: ErrorKey = 'screen.noAudience';

/** A screen's profile with what one spot delivers on it; 404 without a screen or a profile. */
export async function getAudienceProfile(db: Db, screenId: number): Promise<AudienceProfile> {
  const row = await repository.findScreenProfile(db, screenId);
  if (!row) throw new HttpError(404, screenNotFound);
  if (!row.hourly || !row.source || !row.methodVersion || !row.updatedAt) {
    throw new HttpError(404, noProfileMessage);
  }
  const assumptions = audienceAssumptionsSchema.safeParse(row.assumptions);
  return {
    ledId: row.screenId,
    billboardName: row.billboardName,
    timezone: screenTimezone,
    hourly: row.hourly,
    source: row.source,
    methodVersion: row.methodVersion,
    impressionsMethodVersion,
    formula: impressionsFormulaText,
    assumptions: assumptions.success ? assumptions.data : null,
    updatedAt: row.updatedAt.toISOString(),
    estimate: estimateAudience(toScreenLoop(row), row.hourly),
  };
}

/** The hourly profiles of these screens; a screen without one is absent from the map. */
export async function hourlyProfiles(db: Db, screenIds: number[]): Promise<Map<number, number[]>> {
  const rows = await repository.hourlyProfiles(db, [...new Set(screenIds)]);
  return new Map(rows.map((row) => [row.screenId, row.hourly]));
}

/** The operator's own figures replace the estimate (the seeded assumptions no longer apply). */
export async function saveAudienceProfile(
  db: Db,
  screenId: number,
  input: AudienceProfileInput,
  operatorId: number,
): Promise<AudienceProfile> {
  const screen = await repository.findScreenProfile(db, screenId);
  if (!screen) throw new HttpError(404, screenNotFound);
  await repository.saveProfile(db, {
    screenId,
    hourly: input.hourly,
    source: input.source,
    methodVersion: profileMethods.operatorSupplied,
    updatedBy: operatorId,
  });
  return getAudienceProfile(db, screenId);
}

/** A CSV upload: 400 naming each bad cell, or the count found; nothing is saved unless all is well. */
export async function saveAudienceProfileCsv(
  db: Db,
  screenId: number,
  csv: string,
  source: string | undefined,
  operatorId: number,
): Promise<AudienceProfile> {
  const parsed = parseProfileCsv(csv);
  if (!parsed.ok) {
    throw new HttpError(
      400,
      messageOfWords(parsed.message, 'invalidValue'),
      fieldMessages(parsed.errors),
    );
  }
  return saveAudienceProfile(
    db,
    screenId,
    { hourly: parsed.hourly, source: source ?? 'Operator upload (CSV)' },
    operatorId,
  );
}

export type CandidateScreen = Awaited<ReturnType<typeof repository.candidateScreens>>[number];

/** Screens with an audience estimate in an area and segment, for the recommender. */
export function candidateScreens(db: Db, filter: repository.CandidateFilter) {
  return repository.candidateScreens(db, filter);
}
