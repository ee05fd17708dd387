import { addDays, bookingLimits } from '@screenspot/contracts/booking';
import { AdvertFieldset, useAdvertDraft } from '../../../components/forms/advert-fields';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dayWithYear } from '../../../components/schedule/date-text';
import {
  hasValidDates,
  ScheduleFields,
  type ScheduleValue,
} from '../../../components/schedule/schedule-fields';
import { ErrorText } from '../../../components/ui/error-text';
import { useFormat, type Formatter } from '../../../i18n/format';
import { campaignTray, useCampaignTray } from '../../../lib/campaign-tray';
import { signInPath } from '../../../lib/session';
import { useCreateCampaign } from '../api/create-campaign';
import { useFreeShare } from '../api/get-availability';
import { campaignQuery } from '../api/get-campaign';
import { useQuote } from '../api/get-quote';
import { dubaiToday, type ScheduleChoice } from '../schedule';
import { BookingConflict, bookingConflict } from './booking-conflict';
import { ClientSelect, fieldError } from './client-select';
import { ProposalMaker } from './proposal-maker';
import { QuoteSummary } from './quote-summary';
import styles from './campaign-page.module.css';
import { Money } from '../../../components/ui/money';

type Schedules = Record<number, ScheduleChoice>;

function summary(schedule: ScheduleChoice, t: TFunction<'booking'>, format: Formatter): string {
  // A day still being typed is not a date yet: it is never formatted.
  if (!hasValidDates(schedule)) return t('campaign.noDates');
  const parts = schedule.dayparts.map((d) => t(`daypartNames.${d}`)).join(t('listSeparator'));
  return t('campaign.summary', {
    dates: format.days(schedule.startDate, schedule.endDate, dayWithYear),
    dayparts: parts || t('campaign.noDaypart'),
    spots: format.number(schedule.spotsPerLoop),
  });
}

/**
 * /campaign: the screens in the tray booked together, all or none. One schedule serves every
 * screen; any screen can be given its own instead. The quote and the total follow each change.
 */
export function CampaignPage({ signedIn }: { signedIn: boolean | null }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const id = useId();
  const screens = useCampaignTray();
  const today = dubaiToday();
  const [shared, setShared] = useState<ScheduleChoice>({
    startDate: addDays(today, 1),
    endDate: addDays(today, 7),
    dayparts: ['evening'],
    spotsPerLoop: 1,
  });
  // Screens with a schedule of their own; the others take the shared one.
  const [own, setOwn] = useState<Schedules>({});
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const advert = useAdvertDraft();
  const book = useCreateCampaign();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scheduleOf = (ledId: number) => own[ledId] ?? shared;
  const chosen = screens.map((s) => ({ ledId: s.ledId, ...scheduleOf(s.ledId) }));
  const datesChosen = chosen.every(hasValidDates);
  const items = datesChosen && chosen.every((item) => item.dayparts.length > 0) ? chosen : null;
  const last = addDays(today, bookingLimits.maxFlightDays - 1);
  const allScreens = screens.map((s) => s.ledId);
  const sharedFree = useFreeShare(allScreens, shared.dayparts, today, last);
  const quote = useQuote(screens.length > 0 ? items : null);
  const ownCount = screens.filter((s) => own[s.ledId]).length;

  const conflict = bookingConflict(book.error);
  const setOwnSchedule = (ledId: number, next: ScheduleChoice | null) =>
    setOwn((current) => {
      const copy = { ...current };
      if (next) copy[ledId] = next;
      else delete copy[ledId];
      return copy;
    });

  return (
    <div className={styles.page}>
      <h1>{t('campaign.title')}</h1>
      {screens.length === 0 ? (
        <div className={`card ${styles.card} ${styles.empty}`}>
          <p>{t('campaign.empty')}</p>
          <Link to="/upload" className="btn btn-primary">
            {t('campaign.findScreens')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section className={`card ${styles.card}`} aria-labelledby={`${id}-when`}>
            <h2 id={`${id}-when`}>
              {ownCount === 0
                ? t('campaign.sharedForAll')
                : ownCount === screens.length
                  ? t('campaign.sharedForLater')
                  : t('campaign.sharedForOthers')}
            </h2>
            <p className={styles.hint}>{t('campaign.hint')}</p>
            <ScheduleFields
              value={shared}
              onChange={setShared}
              today={today}
              freeShare={sharedFree}
            />
            <label className={styles.name}>
              {t('campaign.name')}
              <input
                type="text"
                maxLength={120}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            {signedIn ? (
              <ClientSelect
                value={clientId}
                onChange={setClientId}
                error={fieldError(book.error, 'clientId')}
              />
            ) : null}
            <AdvertFieldset
              value={advert.draft}
              onChange={advert.setDraft}
              disabled={book.isPending}
            />
          </section>
          <section className={`card ${styles.card}`} aria-labelledby={`${id}-screens`}>
            <h2 id={`${id}-screens`}>{t('campaign.screens', { count: screens.length })}</h2>
            <ul className={styles.screens}>
              {screens.map((screen) => {
                const line = quote.data?.items.find((item) => item.ledId === screen.ledId);
                const ownSchedule = own[screen.ledId];
                return (
                  <li key={screen.ledId}>
                    <div className={styles.screenLine}>
                      <div>
                        <strong>{screen.billboardName}</strong>
                        <span>{screen.location}</span>
                        <span data-testid={`schedule-${screen.ledId}`}>
                          {ownSchedule
                            ? t('campaign.ownSchedulePrefix')
                            : t('campaign.sharedSchedulePrefix')}
                          {summary(scheduleOf(screen.ledId), t, format)}
                        </span>
                        {line ? (
                          <span>
                            {t('campaign.line', {
                              cells: t('campaign.cells', {
                                cells: format.number(line.cells),
                                count: line.cells,
                              }),
                              plays: t('campaign.plays', {
                                plays: format.number(line.plays),
                                count: line.plays,
                              }),
                            })}
                          </span>
                        ) : null}
                      </div>
                      <div className={styles.lineEnd}>
                        {line ? (
                          <strong data-testid={`line-total-${screen.ledId}`}>
                            <Money cents={line.subtotalCents} />
                          </strong>
                        ) : null}
                        <button
                          type="button"
                          className="btn btn-ghost"
                          aria-label={t('campaign.removeScreen', { name: screen.billboardName })}
                          onClick={() => {
                            setOwnSchedule(screen.ledId, null);
                            campaignTray.remove(screen.ledId);
                          }}
                        >
                          {t('campaign.remove')}
                        </button>
                      </div>
                    </div>
                    <label className={styles.ownToggle}>
                      <input
                        type="checkbox"
                        checked={Boolean(ownSchedule)}
                        onChange={(e) =>
                          setOwnSchedule(screen.ledId, e.target.checked ? { ...shared } : null)
                        }
                      />
                      {t('campaign.ownScheduleFor', { name: screen.billboardName })}
                    </label>
                    {ownSchedule ? (
                      <fieldset
                        className={styles.ownSchedule}
                        aria-label={t('campaign.scheduleFor', { name: screen.billboardName })}
                      >
                        <OwnScheduleFields
                          ledId={screen.ledId}
                          value={ownSchedule}
                          onChange={(next) => setOwnSchedule(screen.ledId, next)}
                          today={today}
                        />
                      </fieldset>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <QuoteSummary
              quote={items ? quote.data : undefined}
              error={quote.error?.message}
              pending={quote.isPlaceholderData}
            />
            {!items ? (
              <p className="form-error" role="alert">
                {datesChosen ? t('campaign.chooseDaypartEach') : t('campaign.chooseDatesEach')}
              </p>
            ) : null}
            {conflict ? (
              <BookingConflict conflict={conflict} />
            ) : fieldError(book.error, 'clientId') ? null : (
              <ErrorText error={book.error} />
            )}
            {signedIn === false ? (
              <Link
                to={signInPath({ returnTo: '/campaign' })}
                className="btn btn-primary btn-block"
              >
                {t('campaign.signInToBook')}
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={!items || !quote.data || book.isPending || !advert.ready}
                onClick={() =>
                  book.mutate(
                    {
                      name: name.trim() || undefined,
                      advert: advert.fields ?? undefined,
                      clientId: clientId ? Number(clientId) : undefined,
                      items: items!,
                    },
                    {
                      onSuccess: (campaign) => {
                        campaignTray.clear();
                        // The campaign's own page, which a reload shows the same.
                        queryClient.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
                        void navigate(`/campaigns/${campaign.id}`);
                      },
                    },
                  )
                }
              >
                {book.isPending ? t('campaign.booking') : t('campaign.book')}
              </button>
            )}
            {signedIn ? (
              <ProposalMaker
                name={name}
                clientId={clientId ? Number(clientId) : undefined}
                items={items}
              />
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

/** One screen's own schedule, its calendar tinted by that screen's free spots. */
function OwnScheduleFields({
  ledId,
  value,
  onChange,
  today,
}: {
  ledId: number;
  value: ScheduleValue;
  onChange: (next: ScheduleValue) => void;
  today: string;
}) {
  const last = addDays(today, bookingLimits.maxFlightDays - 1);
  const freeShare = useFreeShare([ledId], value.dayparts, today, last);
  return <ScheduleFields value={value} onChange={onChange} today={today} freeShare={freeShare} />;
}
