import {
  permitAuthorities,
  type OrderPermits as Permits,
  type Permit,
} from '@screenspot/contracts/permits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyPermitForm, PermitFields } from '../../../components/forms/permit-fields';
import { PermitChangeControls } from '../../../components/forms/permit-change-controls';
import { useContractMessage } from '../../../i18n/contract-messages';
import { useFormat } from '../../../i18n/format';
import { useContentLanguage } from '../../../lib/content-language';
import {
  useAddOrderPermit,
  useChangeOrderPermit,
  useOrderPermits,
  useRemoveOrderPermit,
} from '../api/order-permits';
import { OrderQuerySection } from './order-query-section';
import styles from './order-permits.module.css';
import { usePermitDraft } from '../../../components/forms/use-permit-draft';

const dateOptions = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * The order's content permits (decisions 0051, 0062): each permit with its authority, dates and
 * PDF, the booked days no permit covers (held back from play, before payment and after, unless the
 * screen is exempt or the order was paid before permits were required), and a form to add a
 * permit. `open`: whether the order still plays, so it takes a new permit.
 */
export function OrderPermits({ orderId, open }: { orderId: number; open: boolean }) {
  const { t } = useTranslation('orders');
  const permits = useOrderPermits(orderId);
  return (
    <OrderQuerySection
      id="order-permits"
      title={t('permits.title')}
      query={permits}
      className={styles.section}
    >
      {(data) => (
        <>
          <p className={styles.lead}>{t(leadOf(data))}</p>
          {/* An order that no longer plays (cancelled, rejected, ended) holds nothing back. */}
          {open ? <HeldBack permits={data} /> : null}
          {data.permits.length > 0 ? (
            <ul className={styles.list}>
              {data.permits.map((permit) => (
                <PermitLine key={permit.id} orderId={orderId} permit={permit} open={open} />
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('permits.none')}</p>
          )}
          {open ? <AddPermit orderId={orderId} /> : null}
        </>
      )}
    </OrderQuerySection>
  );
}

function leadOf(permits: Permits) {
  if (permits.exemption === 'screen') return 'permits.lead';
  if (permits.exemption === 'grandfathered') return 'permits.grandfathered';
  return 'permits.required';
}

/** Where play stops for want of a permit, or which booked days no permit covers. */
export function HeldBack({ permits }: { permits: Permits }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  if (permits.uncoveredDays.length === 0) return null;
  const first = permits.uncoveredDays[0]!;
  const last = permits.uncoveredDays.at(-1)!;
  const values = {
    from: format.day(permits.heldBackFrom ?? first, dateOptions),
    first: format.day(first, dateOptions),
    last: format.day(last, dateOptions),
    count: permits.uncoveredDays.length,
  };
  return (
    <p className={styles.heldBack} role="status" data-testid="permit-held-back">
      {!permits.required
        ? t('permits.uncovered', values)
        : permits.permits.length === 0
          ? t('permits.heldBackAll')
          : permits.heldBackFrom
            ? t('permits.heldBackFrom', values)
            : t('permits.heldBackDays', values)}
    </p>
  );
}

/**
 * One permit; the advertiser's own changes or goes until the order plays one of its days, after
 * which it says why it stays (decision 0051).
 */
function PermitLine({ orderId, permit, open }: { orderId: number; permit: Permit; open: boolean }) {
  const { t } = useTranslation('orders');
  const change = useChangeOrderPermit(orderId);
  const remove = useRemoveOrderPermit(orderId);
  const format = useFormat();
  const language = useContentLanguage();
  return (
    <li className={styles.permit}>
      <strong>
        <bdi dir="ltr">{permit.number}</bdi>
      </strong>
      <span>
        {permitAuthorities[permit.authority][language]}
        {permit.scope === 'blanket' ? ` · ${t('permits.blanket')}` : ''}
      </span>
      <span className={styles.muted}>
        {t('permits.valid', {
          from: format.day(permit.validFrom, dateOptions),
          to: format.day(permit.validTo, dateOptions),
        })}
      </span>
      {permit.documentUrl ? (
        <a href={permit.documentUrl} className={styles.document} download>
          {t('permits.document')}
        </a>
      ) : null}
      {permit.changeable ? (
        <PermitChangeControls
          permit={permit}
          change={change}
          remove={remove}
          removeNote={t('permits.removeNote')}
        />
      ) : open && permit.scope === 'order' ? (
        <span className={styles.muted}>{t('permits.fixed')}</span>
      ) : null}
    </li>
  );
}

function AddPermit({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const message = useContractMessage();
  const add = useAddOrderPermit(orderId);
  const permit = usePermitDraft(emptyPermitForm, (form) => add.mutateAsync(form));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      if (await permit.record()) setOutcome({ ok: true, text: t('permits.added') });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.formTitle}>{t('permits.add')}</h3>
      <PermitFields
        key={permit.fileKey}
        value={permit.draft}
        onChange={permit.setDraft}
        errors={permit.errors}
      />
      {outcome ? (
        <p
          className={outcome.ok ? 'form-success' : 'form-error'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {message(outcome.text)}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={add.isPending}
          aria-busy={add.isPending}
        >
          {t('permits.save')}
        </button>
      </div>
    </form>
  );
}
