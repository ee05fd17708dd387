import type { ReactNode } from 'react';
import {
  cellImpressions,
  impressionsMethodVersion,
  impressionsPerPlay,
  profileMethods,
} from '@screenspot/contracts/audience';
import { playsPerSpot } from '@screenspot/contracts/booking';
import type { AudienceProfile } from '@screenspot/contracts/audience-api';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileHeatmap } from '../../../components/ui/profile-heatmap';
import { useFormat } from '../../../i18n/format';
import { api, withQuery } from '../../../lib/api-client';
import { audienceQuery, formatCount, formatHour, formatImpressions } from '../../../lib/audience';
import styles from './audience-method-page.module.css';

// The stated inputs, in the order shown (texts in the audience catalogue).
const inputs = ['salik', 'rta', 'transport', 'occupancy', 'split', 'visibility'] as const;

/** /audience-method: how impressions are estimated, with the inputs and a worked example. */
export function AudienceMethodPage({ ledId }: { ledId?: number }) {
  const { t } = useTranslation('audience');
  const screen = useQuery({ ...audienceQuery(ledId ?? 0), enabled: Boolean(ledId) });
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t('kicker', { version: impressionsMethodVersion })}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="formula">
        <h2 id="formula">{t('formula.title')}</h2>
        <div className={styles.formula}>
          {(['people', 'spread', 'perPlay', 'perCell'] as const).map((line) => (
            <p key={line}>
              <Trans t={t} i18nKey={`formula.${line}`} components={{ b: <strong /> }} />
            </p>
          ))}
        </div>
        <p className={styles.note}>
          <Trans
            t={t}
            i18nKey="formula.note"
            values={{
              publicTraffic: profileMethods.publicTraffic,
              operatorSupplied: profileMethods.operatorSupplied,
            }}
            components={{ code: <code /> }}
          />
        </p>
      </section>

      <section className={styles.section} aria-labelledby="inputs">
        <h2 id="inputs">{t('inputs.title')}</h2>
        <ul className={styles.inputs}>
          {inputs.map((input) => (
            <li key={input}>
              <span className={styles.inputName}>{t(`inputs.${input}.name`)}</span>
              <strong>{t(`inputs.${input}.value`)}</strong>
              <span className={styles.inputDetail}>{t(`inputs.${input}.detail`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {ledId && screen.data ? (
        <ScreenExample profile={screen.data} />
      ) : (
        <section className={styles.section} aria-labelledby="example">
          <h2 id="example">{t('general.title')}</h2>
          {ledId && screen.isError ? (
            <p className={styles.note}>
              {t('general.fallback', { message: screen.error.message })}
            </p>
          ) : null}
          <ol className={styles.steps}>
            {(['step1', 'step2', 'step3', 'step4', 'step5'] as const).map((step) => (
              <li key={step}>{t(`general.${step}`)}</li>
            ))}
          </ol>
        </section>
      )}
      <p className={styles.back}>
        <Link to="/upload">{t('back')}</Link>
      </p>
    </article>
  );
}

// Arithmetic signs, the same in every language.
const times = ' × ';
const equals = ' = ';

type ScreenLoopAnswer = {
  duration: number;
  slotsPerLoop: number;
  houseSlots: number;
  loopSeconds: number;
  openingHours: { open: string; close: string };
};

function ScreenExample({ profile }: { profile: AudienceProfile }) {
  const { t } = useTranslation('audience');
  const format = useFormat();
  const count = (value: number) => formatCount(value, format.locale);
  const impressions = (value: number) => formatImpressions(value, format.locale);
  const { estimate, assumptions } = profile;
  const peakIndex = estimate.peak.weekday * 24 + estimate.peak.hour;
  const peakOts = profile.hourly[peakIndex] ?? 0;
  // The screen's own loop and hours, so the example is the quote's arithmetic for this screen.
  const screen = useQuery({
    queryKey: ['screen-loop', profile.ledId],
    queryFn: () => api.get<ScreenLoopAnswer>(withQuery('/api/leds', { ledId: profile.ledId })),
  });
  const loop = screen.data
    ? {
        priceCents: 0,
        durationSeconds: screen.data.duration,
        slotsPerLoop: screen.data.slotsPerLoop,
        houseSlots: screen.data.houseSlots,
        openingHours: screen.data.openingHours,
      }
    : null;
  // A Monday (2024-01-01) evening cell, one spot.
  const eveningPlays = loop ? playsPerSpot(loop, 'evening') : 0;
  const mondayEvening = loop
    ? cellImpressions(loop, profile.hourly, '2024-01-01', 'evening', 1)
    : 0;
  return (
    <section className={styles.section} aria-labelledby="example">
      <h2 id="example">{t('screen.title', { name: profile.billboardName })}</h2>
      {assumptions ? (
        <table className={styles.assumptions}>
          <caption className="visually-hidden">{t('screen.caption')}</caption>
          <RowHeadedBody
            rows={[
              [t('screen.source'), assumptions.basis],
              [
                t('screen.trafficBase'),
                t('screen.trafficBaseValue', {
                  amount: count(assumptions.trafficBase),
                  unit: t(`screen.units.${assumptions.unit}`),
                }),
              ],
              [t('screen.directionalSplit'), assumptions.directionalSplit],
              [
                t('screen.occupancy'),
                t(
                  assumptions.unit === 'vehicles'
                    ? 'screen.occupancyPerVehicle'
                    : 'screen.occupancyPerPerson',
                  { occupancy: assumptions.occupancy },
                ),
              ],
              [t('screen.visibility'), assumptions.visibilityFactor],
              [
                t('screen.peopleInSight'),
                <bdi dir="ltr">
                  {[
                    count(assumptions.trafficBase),
                    assumptions.directionalSplit,
                    assumptions.occupancy,
                    assumptions.visibilityFactor,
                  ].join(times)}
                  {equals}
                  <strong>{count(assumptions.dailyOts)}</strong>
                </bdi>,
              ],
              [
                t('screen.weeklyPattern'),
                t('screen.dayFactors', {
                  pattern: assumptions.pattern,
                  factors: assumptions.dayFactors.join(' · '),
                }),
              ],
            ]}
          />
        </table>
      ) : (
        <p className={styles.note}>
          {t('screen.operatorSource', { source: profile.source, version: profile.methodVersion })}
        </p>
      )}
      <ProfileHeatmap
        hourly={profile.hourly}
        caption={t('screen.heatmapCaption', {
          version: profile.methodVersion,
          updated: profile.updatedAt.slice(0, 10),
        })}
      />
      <ol className={styles.steps}>
        <li>
          <Trans
            t={t}
            i18nKey="screen.busiest"
            values={{
              day: format.day(`2024-01-0${estimate.peak.weekday + 1}`, { weekday: 'long' }),
              hour: formatHour(estimate.peak.hour),
              people: count(peakOts),
              seconds: estimate.slotSeconds,
              impressions: impressions(impressionsPerPlay(peakOts, estimate.slotSeconds)),
            }}
            components={{ b: <strong /> }}
          />
        </li>
        {screen.data && eveningPlays > 0 ? (
          <li>
            <Trans
              t={t}
              i18nKey="screen.evening"
              values={{
                slots: screen.data.slotsPerLoop,
                loopSeconds: screen.data.loopSeconds,
                plays: eveningPlays,
                impressions: impressions(mondayEvening),
              }}
              components={{ b: <strong /> }}
            />
          </li>
        ) : null}
        <li>
          <Trans
            t={t}
            i18nKey="screen.averageDay"
            count={estimate.playsPerSpotPerDay}
            values={{
              plays: estimate.playsPerSpotPerDay,
              impressions: impressions(estimate.impressionsPerSpotPerDay),
              perPlay: impressions(estimate.impressionsPerPlay),
            }}
            components={{ b: <strong /> }}
          />
        </li>
      </ol>
    </section>
  );
}

/** A table body of facts: each row headed by its name. */
function RowHeadedBody({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <tbody>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>{value}</td>
        </tr>
      ))}
    </tbody>
  );
}
