import { bookingLimits, daypartIds, dayparts, type DaypartId } from '@screenspot/contracts/booking';
import type { Campaign } from '@screenspot/contracts/booking-api';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { campaignTray, useCampaignTray } from '../../../lib/campaign-tray';
import { signInPath } from '../../../lib/session';
import { useCreateCampaign } from '../api/create-campaign';
import { useQuote } from '../api/get-quote';
import { addDays, dubaiToday, formatCents, formatDay, type ScheduleChoice } from '../schedule';
import { AttachVideo } from './attach-video';
import { QuoteSummary } from './quote-summary';
import styles from './campaign-page.module.css';

/** /campaign: the screens in the tray booked together with one schedule, all or none. */
export function CampaignPage({ signedIn }: { signedIn: boolean | null }) {
  const id = useId();
  const screens = useCampaignTray();
  const today = dubaiToday();
  const [schedule, setSchedule] = useState<ScheduleChoice>({
    startDate: addDays(today, 1),
    endDate: addDays(today, 7),
    dayparts: ['evening'],
    spotsPerLoop: 1,
  });
  const [name, setName] = useState('');
  const [booked, setBooked] = useState<Campaign | null>(null);
  const book = useCreateCampaign();
  const items =
    schedule.dayparts.length > 0 ? screens.map((s) => ({ ledId: s.ledId, ...schedule })) : null;
  const quote = useQuote(items);

  if (booked) return <BookedCampaign campaign={booked} />;

  const conflict =
    book.error instanceof ApiRequestError && book.error.status === 409 ? book.error : null;
  const toggle = (daypart: DaypartId) =>
    setSchedule((s) => ({
      ...s,
      dayparts: s.dayparts.includes(daypart)
        ? s.dayparts.filter((p) => p !== daypart)
        : daypartIds.filter((p) => p === daypart || s.dayparts.includes(p)),
    }));

  return (
    <div className={styles.page}>
      <h1>Your campaign</h1>
      {screens.length === 0 ? (
        <div className="card">
          <p>Your campaign has no screens yet.</p>
          <Link to="/upload" className="btn btn-primary">
            Find screens
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section className={`card ${styles.card}`} aria-labelledby={`${id}-when`}>
            <h2 id={`${id}-when`}>One schedule for every screen</h2>
            <p className={styles.hint}>Dates and dayparts are Dubai time (Asia/Dubai).</p>
            <div className={styles.dates}>
              <label>
                First day
                <input
                  type="date"
                  min={today}
                  value={schedule.startDate}
                  onChange={(e) => setSchedule((s) => ({ ...s, startDate: e.target.value }))}
                />
              </label>
              <label>
                Last day
                <input
                  type="date"
                  min={schedule.startDate}
                  max={addDays(schedule.startDate, bookingLimits.maxFlightDays - 1)}
                  value={schedule.endDate}
                  onChange={(e) => setSchedule((s) => ({ ...s, endDate: e.target.value }))}
                />
              </label>
            </div>
            <fieldset className={styles.dayparts}>
              <legend>Dayparts</legend>
              {daypartIds.map((daypart) => (
                <label key={daypart}>
                  <input
                    type="checkbox"
                    checked={schedule.dayparts.includes(daypart)}
                    onChange={() => toggle(daypart)}
                  />
                  {dayparts[daypart].label}
                </label>
              ))}
            </fieldset>
            <label className={styles.spots}>
              Spots in every loop
              <input
                type="number"
                min={1}
                max={bookingLimits.maxSpotsPerLoop}
                value={schedule.spotsPerLoop}
                onChange={(e) =>
                  setSchedule((s) => ({
                    ...s,
                    spotsPerLoop: Math.max(1, Number(e.target.value) || 1),
                  }))
                }
              />
            </label>
            <label className={styles.name}>
              Campaign name (optional)
              <input
                type="text"
                maxLength={120}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
          </section>
          <section className={`card ${styles.card}`} aria-labelledby={`${id}-screens`}>
            <h2 id={`${id}-screens`}>
              {screens.length} {screens.length === 1 ? 'screen' : 'screens'}
            </h2>
            <ul className={styles.screens}>
              {screens.map((screen) => {
                const line = quote.data?.items.find((item) => item.ledId === screen.ledId);
                return (
                  <li key={screen.ledId}>
                    <div>
                      <strong>{screen.billboardName}</strong>
                      <span>{screen.location}</span>
                      {line ? (
                        <span>
                          {line.cells} cells · {line.plays.toLocaleString('en-US')} plays
                        </span>
                      ) : null}
                    </div>
                    <div className={styles.lineEnd}>
                      {line ? <strong>{formatCents(line.subtotalCents)}</strong> : null}
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={`Remove ${screen.billboardName}`}
                        onClick={() => campaignTray.remove(screen.ledId)}
                      >
                        Remove
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <QuoteSummary quote={items ? quote.data : undefined} error={quote.error?.message} />
            {conflict ? (
              <div className={styles.conflict} role="alert">
                <p>
                  <strong>{conflict.message}</strong>
                </p>
                <p>Choose fewer spots, other dayparts or other dates; nothing was booked.</p>
              </div>
            ) : book.error && !conflict ? (
              <p className="form-error" role="alert">
                {book.error.message}
              </p>
            ) : null}
            {signedIn === false ? (
              <Link
                to={signInPath({ returnTo: '/campaign' })}
                className="btn btn-primary btn-block"
              >
                Sign in to book
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={!items || !quote.data || book.isPending}
                onClick={() =>
                  book.mutate(
                    { name: name.trim() || undefined, items: items! },
                    {
                      onSuccess: (campaign) => {
                        campaignTray.clear();
                        setBooked(campaign);
                      },
                    },
                  )
                }
              >
                {book.isPending ? 'Booking...' : 'Book these screens'}
              </button>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function BookedCampaign({ campaign }: { campaign: Campaign }) {
  return (
    <div className={styles.page}>
      <h1>Campaign booked</h1>
      <section className={`card ${styles.card}`} aria-label="Booked campaign">
        <p>
          Your spots are held
          {campaign.holdExpiresAt
            ? ` until ${new Date(campaign.holdExpiresAt).toLocaleString('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' })} (Dubai time)`
            : ''}
          . Upload a video for each screen to send it to review.
        </p>
        <ul className={styles.screens}>
          {campaign.quote.items.map((item, index) => {
            const order = campaign.orders[index]!;
            return (
              <li key={order.orderId}>
                <div>
                  <strong>{item.billboardName}</strong>
                  <span>
                    {formatDay(item.startDate)} – {formatDay(item.endDate)} ·{' '}
                    {item.dayparts.map((d) => dayparts[d].label).join(', ')} · {item.spotsPerLoop}{' '}
                    per loop
                  </span>
                  <span>{order.statusMessage}</span>
                </div>
                <div className={styles.lineEnd}>
                  <strong>{formatCents(item.totalCents)}</strong>
                  <AttachVideo orderId={order.orderId} screenName={item.billboardName} />
                </div>
              </li>
            );
          })}
        </ul>
        <QuoteSummary quote={campaign.quote} />
        <Link to="/tab/announcment" className="btn btn-secondary">
          See my orders
        </Link>
      </section>
    </div>
  );
}
