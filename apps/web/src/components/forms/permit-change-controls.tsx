import type { Permit } from '@screenspot/contracts/permits';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../i18n/contract-messages';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmModal } from '../ui/confirm-modal';
import { ErrorText } from '../ui/error-text';
import { PermitFields, permitFormErrors, permitFormOf, type PermitForm } from './permit-fields';
import styles from './permit-fields.module.css';

type Mutation<Input> = {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
};

/**
 * Change and Remove for one permit (decision 0051): Change opens its fields in place, filled in
 * (a new PDF replaces the old one, none keeps it); Remove asks first. `extra` adds fields of the
 * caller's own (the console's advertiser) before the permit's.
 */
export function PermitChangeControls<T extends PermitForm>({
  permit,
  initial,
  change,
  remove,
  extra,
  removeNote,
}: {
  permit: Permit;
  /** The form as it opens; the permit's own fields by default. */
  initial?: T;
  change: Mutation<{ permitId: number; permit: T }>;
  remove: Mutation<number>;
  extra?: (value: T, onChange: (next: T) => void, errors: Record<string, string>) => ReactNode;
  /** What removing it means, said in the dialog. */
  removeNote: string;
}) {
  const { t } = useTranslation('permits');
  const message = useContractMessage();
  const [mode, setMode] = useState<'idle' | 'changing' | 'removing'>('idle');
  const [form, setForm] = useState<T>(() => initial ?? (permitFormOf(permit) as T));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const names = { number: permit.number };

  const open = () => {
    setForm(initial ?? (permitFormOf(permit) as T));
    setErrors({});
    setFailure(null);
    change.reset();
    setMode('changing');
  };

  const save = async () => {
    setFailure(null);
    const missing = permitFormErrors(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await change.mutateAsync({ permitId: permit.id, permit: form });
      setMode('idle');
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    }
  };

  // Enter in a field saves the change, as in a form, and never submits a form around it.
  const submitOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = event.target as HTMLElement;
    if (event.key !== 'Enter' || field.tagName !== 'INPUT') return;
    if ((field as HTMLInputElement).type === 'file') return;
    event.preventDefault();
    void save();
  };

  if (mode === 'changing') {
    return (
      // A group, not a form: on the console's screen page it sits inside the screen's own form.
      <div
        role="group"
        className={styles.change}
        onKeyDown={submitOnEnter}
        aria-label={t('permitFields.changeLabel', names)}
      >
        {extra?.(form, setForm, errors)}
        <PermitFields
          value={form}
          onChange={(next) => setForm({ ...form, ...next })}
          errors={errors}
          disabled={change.isPending}
        />
        {permit.documentName ? (
          <p className={styles.hint}>
            {t('permitFields.keepsDocument', { name: permit.documentName })}
          </p>
        ) : null}
        <ErrorText error={failure ? message(failure) : null} />
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={change.isPending}
            aria-busy={change.isPending}
            onClick={() => void save()}
          >
            {change.isPending ? t('permitFields.saving') : t('permitFields.saveChange')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setMode('idle')}>
            {t('permitFields.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={t('permitFields.changeLabel', names)}
        onClick={open}
      >
        {t('permitFields.change')}
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label={t('permitFields.removeLabel', names)}
        onClick={() => {
          remove.reset();
          setMode('removing');
        }}
      >
        {t('permitFields.remove')}
      </button>
      {mode === 'removing' ? (
        <ConfirmModal
          title={t('permitFields.removeTitle', names)}
          onClose={() => setMode('idle')}
          cancelLabel={t('permitFields.keep')}
          confirmLabel={t('permitFields.remove')}
          pendingLabel={t('permitFields.removing')}
          pending={remove.isPending}
          danger
          error={remove.error}
          onConfirm={() =>
            void remove
              .mutateAsync(permit.id)
              .then(() => setMode('idle'))
              .catch(() => {})
          }
        >
          <p>{removeNote}</p>
        </ConfirmModal>
      ) : null}
    </div>
  );
}
