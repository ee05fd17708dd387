import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeOrderStatusSchema,
  rejectReasonMaxLength,
  type AdminOrderDetail,
  type ChangeOrderStatusInput,
} from '@screenspot/contracts/admin';
import {
  orderStatus,
  orderStatusMessages,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { useForm } from 'react-hook-form';
import { useDecideOrder } from '../api/decide-order';

/** Moves the order along the statuses the server allows from here; a rejection needs a reason. */
export function StatusChangeForm({ order }: { order: AdminOrderDetail }) {
  const decide = useDecideOrder();
  const first = order.nextStatuses[0];
  const form = useForm<ChangeOrderStatusInput>({
    resolver: zodResolver(changeOrderStatusSchema),
    defaultValues: { status: first === undefined ? '' : String(first), reason: '' },
    mode: 'onTouched',
  });
  const chosen = Number(form.watch('status'));

  if (order.nextStatuses.length === 0) {
    return <p>This order is closed: its status can no longer change.</p>;
  }

  const submit = form.handleSubmit((input) =>
    decide.mutate(
      { id: order.id, action: 'status', input },
      {
        onSuccess: (next) => form.reset({ status: String(next.nextStatuses[0] ?? ''), reason: '' }),
      },
    ),
  );
  const error = form.formState.errors.reason?.message;

  return (
    <form onSubmit={submit} noValidate>
      {decide.error ? (
        <div className="form-error" role="alert">
          {decide.error.message}
        </div>
      ) : null}
      {decide.isSuccess ? (
        <div className="form-success" role="status">
          Status changed to {decide.data.statusMessage}.
        </div>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor="next-status">
          Change status to
        </label>
        <select id="next-status" className="select" {...form.register('status')}>
          {order.nextStatuses.map((code) => (
            <option key={code} value={code}>
              {orderStatusMessages[code as OrderStatusCode]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="status-reason">
          {chosen === orderStatus.rejected ? 'Reason for the customer' : 'Note (optional)'}
        </label>
        <textarea
          id="status-reason"
          className="textarea"
          rows={3}
          maxLength={rejectReasonMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'status-reason-error' : undefined}
          {...form.register('reason')}
        />
        {error ? (
          <span id="status-reason-error" className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={decide.isPending}>
        {decide.isPending ? 'Saving…' : 'Change status'}
      </button>
    </form>
  );
}
