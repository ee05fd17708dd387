import { operatorPauseRequestSchema, pauseReasonLimits } from '@screenspot/contracts/order-control';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormOutcome } from '../../../../components/forms/form-outcome';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useApiForm, type ApiForm } from '../../../../components/forms/use-api-form';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { replacementVideoUrl, useControlOrder, useOrderControls } from '../api/order-control';
import { formatDateTime } from '../../../../components/console/format';
import admin from '../../../../components/console/console.module.css';
import { Panel } from '../../../../components/console/panel';
import styles from './order-detail.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'Required').max(500, 'At most 500 characters'),
});

/**
 * The console's control of a paid order (decision 0025): pause it with a reason the customer reads
 * (a permit problem, say) or resume it; approve or reject a replacement video.
 */
export function OrderPlaybackPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const controls = useOrderControls(orderId);
  const change = useControlOrder(orderId);
  const pause = useApiForm(operatorPauseRequestSchema, {
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await change.mutateAsync({ action: 'pause', reason });
      pause.reset({ reason: '' });
      return t('playback.paused');
    },
  });
  const reject = useApiForm(rejectSchema, {
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await change.mutateAsync({ action: 'reject', reason });
      return t('playback.newRejected');
    },
  });
  const data = controls.data;
  if (!data || (!data.canPause && !data.canResume && !data.paused && !data.pendingVideo)) {
    return null;
  }

  return (
    <Panel id="playback-title" title={t('playback.title')}>
      <div className={`${admin.panelBody} ${styles.control}`}>
        {data.paused ? (
          <p className={styles.reason}>
            <strong>
              {t(
                data.paused.by === 'operator'
                  ? 'playback.pausedByOperator'
                  : 'playback.pausedByCustomer',
                { date: formatDateTime(data.paused.at) },
              )}
            </strong>{' '}
            {data.paused.reason ?? ''}
          </p>
        ) : null}
        <ErrorText error={change.error} />
        {data.canResume ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={change.isPending}
            onClick={() => change.mutate({ action: 'resume' })}
          >
            {t('playback.resume')}
          </button>
        ) : null}
        {data.canPause ? (
          <ReasonForm
            form={pause}
            label={t('playback.reason')}
            rows={3}
            maxLength={pauseReasonLimits.max}
            pendingLabel={t('playback.pausing')}
            submitLabel={t('playback.pause')}
          />
        ) : null}
        {data.pendingVideo ? (
          <div className={styles.control}>
            <h3 className={styles.subTitle}>{t('playback.newVideo')}</h3>
            <video
              className={styles.replacement}
              src={replacementVideoUrl(orderId)}
              controls
              preload="metadata"
              aria-label={t('playback.newVideoLabel', { id: orderId })}
            />
            <p className={admin.secondary}>
              {t('playback.checksStatus', {
                file: data.pendingVideo.fileName ?? t('playback.unnamed'),
                status: t(`playback.checkStatus.${data.pendingVideo.checkStatus}`, {
                  defaultValue: data.pendingVideo.checkStatus,
                }),
              })}
            </p>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={change.isPending || data.pendingVideo.checkStatus === 'pending'}
              onClick={() => change.mutate({ action: 'approve' })}
            >
              {t('playback.approveNew')}
            </button>
            <ReasonForm
              form={reject}
              label={t('playback.rejectReason')}
              rows={2}
              maxLength={500}
              pendingLabel={t('playback.rejecting')}
              submitLabel={t('playback.rejectNew')}
            />
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

/** A reason, and the button that acts on it: pausing the order, refusing its new video. */
function ReasonForm({
  form,
  label,
  rows,
  maxLength,
  pendingLabel,
  submitLabel,
}: {
  form: Pick<ApiForm<{ reason: string }, unknown>, 'submit' | 'outcome' | 'field' | 'pending'>;
  label: string;
  rows: number;
  maxLength: number;
  pendingLabel: string;
  submitLabel: string;
}) {
  return (
    <form onSubmit={form.submit} noValidate>
      <FormOutcome outcome={form.outcome} />
      <TextAreaField label={label} rows={rows} maxLength={maxLength} {...form.field('reason')} />
      <SubmitButton pending={form.pending} pendingLabel={pendingLabel} className="btn-block">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
