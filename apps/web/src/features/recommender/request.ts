import type { DisplayCurrency } from '@screenspot/contracts/currency';
import { addDays, localDate } from '@screenspot/contracts/booking';
import type { RecommendationRequest } from '@screenspot/contracts/recommendation';

export type Where = 'point' | 'area';

/** The form's values, kept in the address so a proposal can be shared and survives signing in. */
export type Draft = {
  where: Where;
  latitude: number;
  longitude: number;
  radiusKm: number;
  area: string;
  budget: string;
  startDate: string;
  endDate: string;
  categoryId: string;
};

/** Downtown Dubai, where most advertisers start. */
export const defaultPoint = { latitude: 25.1972, longitude: 55.2744 };
export const radiusChoices = [1, 2, 3, 5, 10, 20] as const;

export function defaultDraft(now = new Date()): Draft {
  const start = addDays(localDate(now), 1);
  return {
    where: 'point',
    ...defaultPoint,
    radiusKm: 5,
    area: '',
    budget: '5000',
    startDate: start,
    endDate: addDays(start, 6),
    categoryId: '',
  };
}

export function draftFromParams(params: URLSearchParams): Draft {
  const base = defaultDraft();
  const number = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return params.has(key) && Number.isFinite(value) ? value : fallback;
  };
  return {
    where: params.get('where') === 'area' ? 'area' : 'point',
    latitude: number('lat', base.latitude),
    longitude: number('lng', base.longitude),
    radiusKm: number('radius', base.radiusKm),
    area: params.get('area') ?? '',
    budget: params.get('budget') ?? base.budget,
    startDate: params.get('from') ?? base.startDate,
    endDate: params.get('to') ?? base.endDate,
    categoryId: params.get('segment') ?? '',
  };
}

export function draftToParams(draft: Draft): URLSearchParams {
  const params = new URLSearchParams({ where: draft.where });
  if (draft.where === 'point') {
    params.set('lat', draft.latitude.toFixed(5));
    params.set('lng', draft.longitude.toFixed(5));
    params.set('radius', String(draft.radiusKm));
  } else {
    params.set('area', draft.area);
  }
  params.set('budget', draft.budget);
  params.set('from', draft.startDate);
  params.set('to', draft.endDate);
  if (draft.categoryId) params.set('segment', draft.categoryId);
  return params;
}

/** The request for a draft, its budget in the currency the customer reads prices in. */
export function toRequest(draft: Draft, currency: DisplayCurrency): RecommendationRequest {
  const common = {
    budget: draft.budget,
    currency,
    startDate: draft.startDate,
    endDate: draft.endDate,
    categoryId: draft.categoryId ? Number(draft.categoryId) : undefined,
  };
  return draft.where === 'point'
    ? { ...common, latitude: draft.latitude, longitude: draft.longitude, radiusKm: draft.radiusKm }
    : { ...common, area: draft.area };
}
