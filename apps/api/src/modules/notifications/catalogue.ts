import { reasonExplanation } from '@screenspot/contracts/compliance';
import { dayparts, type DaypartId } from '@screenspot/contracts/booking';
import { defaultDisplayCurrency, type DisplayCurrency } from '@screenspot/contracts/currency';
import type { OrderEventKind } from '@screenspot/contracts/notification';
import { defaultLanguage, type Language } from '@screenspot/contracts/language';
import { translator } from '../../i18n';
import { documentMoney } from '../../money';

/**
 * THE NOTICE CATALOGUE: what a customer reads, in the app and by email, for every event of an
 * order, in the customer's language (the words are in `locales/<language>/notices.json`). Every path that changes an order (moderation, payment, the time-driven milestones, pause
 * and resume, the nightly delivery check) takes its words from here through `notifyOrderEvent`.
 */

export type OrderContext = { orderId: number; screenName: string; campaignId: number | null };

type Shortfall = { date: string; daypart: string; booked: number; delivered: number };
/** A stretch of a booked cell the screen was offline in (ISO instants) and the plays it missed. */
type Outage = { date: string; daypart: string; from: string; to: string; plays: number };

export type OrderEventDetails = {
  approved: Record<string, never>;
  /** `reasonCode` (decision 0047): its explanation, in the customer's language, leads the reason. */
  rejected: { reason: string | null; reasonCode?: string | null };
  paid: { invoiceNumber?: string };
  scheduled: { startsAt: Date };
  live: { startedAt: Date };
  paused: { reason?: string | null; by?: 'customer' | 'operator' };
  resumed: { reason?: string | null; by?: 'customer' | 'operator' };
  ended: { reason?: string | null; creditNoteNumber?: string | null };
  completed: { bookedPlays?: number; deliveredPlays?: number };
  'make-good': {
    shortfalls: Shortfall[];
    /** Set when the plays were missed while the screen was offline (decision 0050). */
    outages?: Outage[];
    cells: { date: string; daypart: string; spots: number }[];
    plays: number;
    /** Plays no free cell could take, credited instead (a credit notice follows). */
    creditedPlays: number;
  };
  credit: {
    shortfalls: Shortfall[];
    outages?: Outage[];
    plays: number;
    totalCents: number;
    creditNoteNumber: string | null;
    horizonDays: number;
  };
  /** A content permit's last day is near (decision 0051). */
  'permit-ending': { number: string; validTo: string };
};

export type Notice = { title: string; message: string; link: { path: string; label: string } };

/** Ends a reason with one full stop, whatever the operator typed ("Too dark." stays as is). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The date and time formats of each language: "24 Nov 2026" and "24 نوفمبر 2026". */
const locales: Record<Language, { tag: string; month: 'short' | 'long' }> = {
  en: { tag: 'en-GB', month: 'short' },
  ar: { tag: 'ar-AE', month: 'long' },
};

/** Hours and minutes on the 24-hour clock, as read in Dubai. */
const dubaiClock = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dubai',
} as const;

/** The words of one language, with its dates, times and counts. */
function words(language: Language) {
  const t = translator(language, 'notices');
  const locale = locales[language];
  /** "24 Nov 2026" from a local date. */
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(locale.tag, {
      day: 'numeric',
      month: locale.month,
      year: 'numeric',
      timeZone: 'UTC',
    });
  /** A moment as read in Dubai: "25 Nov 2026, 16:00 (Dubai time)". */
  const dubaiTime = (at: Date) =>
    t('dubaiTime', {
      time: at.toLocaleString(locale.tag, {
        day: 'numeric',
        month: locale.month,
        year: 'numeric',
        ...dubaiClock,
      }),
    });
  const daypartName = (id: string) => (id in dayparts ? t(`daypart.${id as DaypartId}`) : id);
  /** One line per daypart of a day, each naming the daypart and the day, joined. */
  const perDaypart = <T extends { daypart: string; date: string }>(
    items: T[],
    line: (item: T, at: { daypart: string; day: string }) => string,
    separator: 'shortfallSeparator' | 'cellSeparator' = 'shortfallSeparator',
  ) =>
    items
      .map((item) => line(item, { daypart: daypartName(item.daypart), day: day(item.date) }))
      .join(t(separator));
  const shortfallText = (shortfalls: Shortfall[]) =>
    perDaypart(shortfalls, (s, at) =>
      t('shortfall', { ...at, delivered: s.delivered, booked: s.booked }),
    );
  /** "20:15" as read in Dubai. */
  const clock = (iso: string) => new Date(iso).toLocaleTimeString(locale.tag, dubaiClock);
  const outageText = (outages: Outage[]) =>
    perDaypart(outages, (o, at) =>
      t('outage', {
        ...at,
        from: clock(o.from),
        to: clock(o.to),
        plays: t('missingPlay', { count: o.plays }),
      }),
    );
  /** Plays a screen missed, told by the outages behind them when there were any, else by day. */
  const missedPlaysText = (
    key: 'makeGood' | 'credit',
    missed: { outages?: Outage[]; shortfalls: Shortfall[] },
    values: Record<string, string | number>,
  ) =>
    missed.outages?.length
      ? t(`${key}.outageMessage`, { ...values, outages: outageText(missed.outages) })
      : t(`${key}.message`, { ...values, shortfalls: shortfallText(missed.shortfalls) });
  return { t, day, dubaiTime, perDaypart, missedPlaysText };
}

/** The notice of one event of one order, in the customer's language and currency. */
export function orderEventNotice<K extends OrderEventKind>(
  kind: K,
  order: OrderContext,
  details: OrderEventDetails[K],
  language: Language = defaultLanguage,
  currency: DisplayCurrency = defaultDisplayCurrency,
): Notice {
  const { orderId, screenName } = order;
  const { t, day, dubaiTime, perDaypart, missedPlaysText } = words(language);
  const link = { path: `/order/${orderId}`, label: t('link', { orderId }) };
  const of = t('of', { screenName, orderId });
  const names = { screenName, orderId, of };
  const reasonOrNotGiven = (reason: string | null | undefined) =>
    asSentence(reason || t('reasonNotGiven'));
  // Every notice is titled `<event>.title` and links to the order; the event shapes its message.
  const message = (): string => {
    switch (kind) {
      case 'approved':
        return t('approved.message', names);
      case 'rejected': {
        const { reason, reasonCode } = details as OrderEventDetails['rejected'];
        const explained = reasonExplanation(reasonCode, language);
        const said = explained
          ? [asSentence(`${explained.title}: ${explained.text}`), reason && asSentence(reason)]
              .filter(Boolean)
              .join(' ')
          : reasonOrNotGiven(reason);
        return t('rejected.message', { ...names, reason: said });
      }
      case 'paid': {
        const { invoiceNumber } = details as OrderEventDetails['paid'];
        return (
          t('paid.message', names) + (invoiceNumber ? t('paid.receipt', { invoiceNumber }) : '')
        );
      }
      case 'scheduled': {
        const { startsAt } = details as OrderEventDetails['scheduled'];
        return t('scheduled.message', { ...names, time: dubaiTime(startsAt) });
      }
      case 'live': {
        const { startedAt } = details as OrderEventDetails['live'];
        return t('live.message', { ...names, time: dubaiTime(startedAt) });
      }
      case 'paused': {
        const { reason, by } = details as OrderEventDetails['paused'];
        const terms = t('pauseTerms');
        return by === 'operator'
          ? t('paused.byOperator', { ...names, reason: reasonOrNotGiven(reason), terms })
          : t('paused.byCustomer', { ...names, terms });
      }
      case 'resumed': {
        const { by } = details as OrderEventDetails['resumed'];
        return by === 'operator' ? t('resumed.byOperator', names) : t('resumed.byCustomer', names);
      }
      case 'ended': {
        const { reason, creditNoteNumber } = details as OrderEventDetails['ended'];
        return (
          t('ended.message', names) +
          (reason ? t('ended.reason', { reason: asSentence(reason) }) : '') +
          (creditNoteNumber ? t('ended.creditNote', { number: creditNoteNumber }) : '')
        );
      }
      case 'completed': {
        const { bookedPlays, deliveredPlays } = details as OrderEventDetails['completed'];
        const plays =
          bookedPlays !== undefined && deliveredPlays !== undefined
            ? t('completed.plays', { delivered: deliveredPlays, booked: bookedPlays })
            : t('completed.noPlays');
        return t('completed.message', { ...names, plays });
      }
      case 'make-good': {
        const d = details as OrderEventDetails['make-good'];
        const cells = perDaypart(
          d.cells,
          (c, at) => t('cell', { ...at, spots: t('spot', { count: c.spots }) }),
          'cellSeparator',
        );
        return (
          missedPlaysText('makeGood', d, {
            ...names,
            plays: t('play', { count: d.plays }),
            cells,
          }) +
          (d.creditedPlays > 0
            ? t('makeGood.credited', { plays: t('remainingPlay', { count: d.creditedPlays }) })
            : '')
        );
      }
      case 'credit': {
        const d = details as OrderEventDetails['credit'];
        return (
          missedPlaysText('credit', d, {
            ...names,
            days: d.horizonDays,
            plays: t('missingPlay', { count: d.plays }),
            amount: documentMoney(d.totalCents, currency),
          }) +
          (d.creditNoteNumber
            ? t('credit.onCreditNote', { number: d.creditNoteNumber })
            : t('credit.end'))
        );
      }
      case 'permit-ending': {
        const { number, validTo } = details as OrderEventDetails['permit-ending'];
        return t('permitEnding.message', { ...names, number, day: day(validTo) });
      }
      default:
        throw new Error(`No notice for ${String(kind)}.`);
    }
  };
  const titleKey =
    kind === 'make-good' ? 'makeGood' : kind === 'permit-ending' ? 'permitEnding' : kind;
  const values =
    kind === 'permit-ending'
      ? { ...names, day: day((details as OrderEventDetails['permit-ending']).validTo) }
      : names;
  return { title: t(`${titleKey}.title`, values), message: message(), link };
}
