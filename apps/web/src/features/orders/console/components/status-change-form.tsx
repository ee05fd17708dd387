import {
  changeOrderStatusSchema,
  rejectReasonMaxLength,
  type AdminOrderDetail,
} from '@screenspot/contracts/admin-orders';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../../../components/forms/form-outcome';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useApiForm } from '../../../../components/forms/use-api-form';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useDecideOrder } from '../api/decide-order';

/** Moves the order along the statuses the server allows from here; a rejection needs a reason. */
export function StatusChangeForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const decide = useDecideOrder();
  const first = order.nextStatuses[0];
  const { register, watch, reset, submit, pending, outcome, field } = useApiForm(
    changeOrderStatusSchema,
    {
      defaultValues: { status: first === undefined ? '' : String(first), reason: '' },
      onSubmit: async (input) => {
        const next = await decide.mutateAsync({
          id: order.id,
          action: 'status',
          input: { ...input, videoId: order.video.id ?? undefined },
        });
        reset({ status: String(next.nextStatuses[0] ?? ''), reason: '' });
        return t('statusChange.changed', {
          status: t(`status.${next.statusCode}`, { defaultValue: next.statusMessage }),
        });
      },
    },
  );
  const chosen = Number(watch('status'));

  if (order.nextStatuses.length === 0) {
    return <p>{t('statusChange.closed')}</p>;
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormOutcome outcome={outcome} />
      <SelectField id="next-status" label={t('statusChange.changeTo')} {...register('status')}>
        {order.nextStatuses.map((code) => (
          <option key={code} value={code}>
            {t(`status.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={chosen === orderStatus.rejected ? t('statusChange.reason') : t('statusChange.note')}
        rows={3}
        maxLength={rejectReasonMaxLength}
        {...field('reason')}
      />
      <SubmitButton pending={pending} pendingLabel={t('common.saving')} className="btn-block">
        {t('statusChange.submit')}
      </SubmitButton>
    </form>
  );
}
