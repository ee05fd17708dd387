import { zodResolver } from '@hookform/resolvers/zod';
import {
  rejectOrderSchema,
  rejectReasonMaxLength,
  type AdminOrder,
  type RejectOrderInput,
} from '@screenspot/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../components/ui/modal';
import { useDecideOrder } from '../api/decide-order';
import { Icon } from './icons';
import styles from './moderation.module.css';

/** Approve, or reject with a reason the customer will read. */
export function DecisionButtons({
  order,
  onDecided,
}: {
  order: AdminOrder;
  onDecided: (message: string) => void;
}) {
  const decide = useDecideOrder();
  const [rejecting, setRejecting] = useState(false);
  const customer = order.customer.name || order.customer.email;

  const approve = () =>
    decide.mutate(
      { id: order.id, action: 'approve' },
      { onSuccess: () => onDecided(`Order #${order.id} approved. ${customer} has been notified.`) },
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
          Reject…
        </button>
        <button
          type="button"
          className={`btn ${styles.approve}`}
          onClick={approve}
          disabled={decide.isPending}
        >
          <Icon name="check" size={18} />
          {decide.isPending && !rejecting ? 'Approving…' : 'Approve'}
        </button>
      </div>
      {decide.error && !rejecting ? (
        <div className={`form-error ${styles.decisionError}`} role="alert">
          {decide.error.message}
        </div>
      ) : null}
      {rejecting ? (
        <RejectDialog
          order={order}
          onClose={() => setRejecting(false)}
          onRejected={() => {
            setRejecting(false);
            onDecided(`Order #${order.id} rejected. ${customer} has been told why.`);
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
  const decide = useDecideOrder();
  const form = useForm<RejectOrderInput>({
    resolver: zodResolver(rejectOrderSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const reason = form.watch('reason') ?? '';
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason: text }) =>
    decide.mutate({ id: order.id, action: 'reject', reason: text }, { onSuccess: onRejected }),
  );

  return (
    <Modal title={`Reject order #${order.id}?`} onClose={onClose} width={560}>
      <form onSubmit={submit} noValidate>
        <p className={styles.dialogText}>
          {order.customer.name || order.customer.email} gets a notification and an email with your
          reason, so say what to change.
        </p>
        {decide.error ? (
          <div className="form-error" role="alert">
            {decide.error.message}
          </div>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="reject-reason">
            Reason for the customer
          </label>
          <textarea
            id="reject-reason"
            className="textarea"
            rows={4}
            maxLength={rejectReasonMaxLength}
            placeholder={`e.g. The video is longer than the screen allows; please trim it to ${order.screen.duration} seconds.`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reject-reason-error' : 'reject-reason-count'}
            {...form.register('reason')}
          />
          <span id="reject-reason-count" className={styles.counter}>
            {reason.length}/{rejectReasonMaxLength}
          </span>
          {error ? (
            <span id="reject-reason-error" className="field-error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <div className={styles.dialogButtons}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={decide.isPending}>
            {decide.isPending ? 'Rejecting…' : 'Reject video'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
