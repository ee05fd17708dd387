import {
  rejectOrderSchema,
  rejectReasonMaxLength,
  type AdminOrder,
} from '@screenspot/contracts/admin-orders';
import {
  reasonCodeIds,
  reasonCodes,
  reasonCodesNeedingText,
  type ReasonCode,
} from '@screenspot/contracts/compliance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../../../components/forms/form-outcome';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useApiForm } from '../../../../components/forms/use-api-form';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { useContentLanguage } from '../../../../lib/content-language';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useDecideOrder } from '../api/decide-order';
import { Icon } from '../../../../components/console/icons';
import styles from './moderation.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

/** Approve, or reject with a reason the customer will read. */
export function DecisionButtons({
  order,
  onDecided,
}: {
  order: AdminOrder;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideOrder();
  const [rejecting, setRejecting] = useState(false);
  const customer = order.customer.name || order.customer.email;

  const approve = () =>
    decide.mutate(
      { id: order.id, action: 'approve', videoId: order.video.id ?? undefined },
      { onSuccess: () => onDecided(t('decision.approved', { id: order.id, customer })) },
    );

  return (
    <>
      <div className={styles.decisionButtons}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setRejecting(true)}
          disabled={decide.isPending}
        >
          <Icon name="cross" size={18} />
          {t('decision.reject')}
        </button>
        <button
          type="button"
          className={`btn ${styles.approve}`}
          onClick={approve}
          disabled={decide.isPending}
        >
          <Icon name="check" size={18} />
          {decide.isPending && !rejecting ? t('decision.approving') : t('decision.approve')}
        </button>
      </div>
      <ErrorText
        error={rejecting ? null : decide.error}
        className={`form-error ${styles.decisionError}`}
      />
      {rejecting ? (
        <RejectDialog
          order={order}
          onClose={() => setRejecting(false)}
          onRejected={() => {
            setRejecting(false);
            onDecided(t('decision.rejected', { id: order.id, customer }));
          }}
        />
      ) : null}
    </>
  );
}

function RejectDialog({
  order,
  onClose,
  onRejected,
}: {
  order: AdminOrder;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideOrder();
  const language = useContentLanguage();
  const { watch, submit, pending, outcome, field } = useApiForm(rejectOrderSchema, {
    // The owner's policy, explained in the operator's words, until a code of the catalogue is chosen.
    defaultValues: { reasonCode: 'OWNER-POLICY', reason: '' },
    onSubmit: async ({ reason, reasonCode }) => {
      await decide.mutateAsync({
        id: order.id,
        action: 'reject',
        reason,
        reasonCode,
        videoId: order.video.id ?? undefined,
      });
      onRejected();
    },
  });
  const reason = watch('reason') ?? '';
  const code = watch('reasonCode') as ReasonCode | undefined;
  const explained = code ? reasonCodes[code] : null;
  const noteNeeded = code !== undefined && reasonCodesNeedingText.includes(code);

  return (
    <Modal title={t('decision.rejectTitle', { id: order.id })} onClose={onClose} width={560}>
      <form onSubmit={submit} noValidate>
        <p className={styles.dialogText}>
          {t('decision.rejectText', { customer: order.customer.name || order.customer.email })}
        </p>
        <FormOutcome outcome={outcome} />
        <SelectField label={t('compliance.reasonCode')} required {...field('reasonCode')}>
          <option value="">{t('compliance.chooseReason')}</option>
          {reasonCodeIds.map((id) => (
            <option key={id} value={id}>
              {id} · {reasonCodes[id].title[language]}
            </option>
          ))}
        </SelectField>
        {explained ? (
          <div className={styles.reasonPreview}>
            <p className={styles.reasonPreviewLabel}>{t('compliance.customerReads')}</p>
            <p lang="en" dir="ltr">
              {explained.en}
            </p>
            <p lang="ar" dir="rtl">
              {explained.ar}
            </p>
          </div>
        ) : null}
        <TextAreaField
          label={noteNeeded ? t('decision.reason') : t('compliance.noteOptional')}
          rows={4}
          maxLength={rejectReasonMaxLength}
          count={reason.length}
          placeholder={t('decision.reasonPlaceholder', { seconds: order.screen.duration })}
          {...field('reason')}
        />
        <div className={styles.dialogButtons}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={pending} pendingLabel={t('decision.rejecting')} variant="danger">
            {t('decision.rejectVideo')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
