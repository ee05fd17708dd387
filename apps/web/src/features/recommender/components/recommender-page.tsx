import type { Campaign } from '@screenspot/contracts/booking-api';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { signInPath } from '../../../lib/session';
import { useBookProposal } from '../api/book-proposal';
import { useRecommendation } from '../api/get-recommendation';
import { useSegments } from '../api/get-segments';
import { useDisplayCurrency } from '../../../lib/display-currency';
import { draftFromParams, draftToParams, toRequest, type Draft } from '../request';
import { ProposalList } from './proposal-list';
import { RecommendationForm } from './recommendation-form';
import styles from './recommender.module.css';

const ProposalMap = lazy(() => import('./proposal-map'));
// Fields whose errors show beside them; any other error shows above the results.
const shownFields = ['area', 'radiusKm', 'budget', 'startDate', 'endDate'];

/** /recommend: the display selector proposes screens for a budget, explains them, books them. */
export function RecommenderPage({ signedIn }: { signedIn: boolean | null }) {
  const { t } = useTranslation('recommender');
  const [params, setParams] = useSearchParams();
  const asked = params.has('budget');
  const [draft, setDraft] = useState<Draft>(() => draftFromParams(params));
  const currency = useDisplayCurrency();
  const request = useMemo(
    () => (asked ? toRequest(draftFromParams(params), currency) : null),
    [asked, params, currency],
  );
  const proposal = useRecommendation(request);
  const segments = useSegments();
  const book = useBookProposal();
  const [booked, setBooked] = useState<Campaign | null>(null);

  const errors = proposal.error instanceof ApiRequestError ? proposal.error.errors : {};
  const items = proposal.data?.items ?? [];
  const shownPoint = draft.where === 'point' ? { lat: draft.latitude, lng: draft.longitude } : null;

  function submit() {
    setBooked(null);
    book.reset();
    const next = draftToParams(draft);
    // The same request again asks afresh: spots may have been booked since.
    if (next.toString() === params.toString()) void proposal.refetch();
    else setParams(next);
  }

  function bookProposal() {
    if (!proposal.data) return;
    book.mutate(
      { name: t('bookingName'), items: proposal.data.items },
      { onSuccess: (campaign) => setBooked(campaign) },
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
      </header>
      <div className={styles.layout}>
        <RecommendationForm
          draft={draft}
          onChange={setDraft}
          onSubmit={submit}
          segments={segments.data ?? []}
          errors={errors}
          pending={proposal.isFetching}
        />
        <div className={styles.mapPane}>
          <Suspense fallback={<div className={styles.mapFallback} />}>
            <ProposalMap
              point={shownPoint}
              radiusKm={draft.radiusKm}
              items={items}
              onPick={
                draft.where === 'point'
                  ? (point) => setDraft({ ...draft, latitude: point.lat, longitude: point.lng })
                  : undefined
              }
            />
          </Suspense>
        </div>
      </div>
      <div aria-live="polite">
        {proposal.error && !shownFields.some((field) => errors[field]) ? (
          <p className={`field-error ${styles.error}`} role="alert">
            {proposal.error.message}
          </p>
        ) : null}
      </div>
      {proposal.data && !proposal.error ? (
        <ProposalList
          proposal={proposal.data}
          signedIn={signedIn}
          signInHref={signInPath({ returnTo: `/recommend?${params.toString()}` })}
          onBook={bookProposal}
          booking={book.isPending}
          bookError={book.error ? book.error.message : null}
          booked={booked}
        />
      ) : null}
    </div>
  );
}
