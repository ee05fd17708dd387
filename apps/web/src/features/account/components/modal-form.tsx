import type { ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm, type ApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import styles from './settings.module.css';

/** A step's form: text fields only, each starting empty. */
type StepSchema = z.ZodObject<Record<string, z.ZodType<string | undefined, string | undefined>>>;

type Props<Schema extends StepSchema> = {
  schema: Schema;
  /** Sends the step; the server's message for a field is shown on it. */
  onSubmit: (values: z.output<Schema>) => Promise<void>;
  title: string;
  /** A line above the form saying what to do. */
  lead?: string;
  onClose: () => void;
  submitLabel: string;
  pendingLabel: string;
  /** A note under the form. */
  after?: ReactNode;
  /** The step's fields, given its form. */
  children: (form: ApiForm<z.input<Schema>, z.output<Schema>>) => ReactNode;
};

/**
 * A step of changing an address or number, in a dialog: its form's message, its fields and the
 * button that sends it.
 */
export function ModalForm<Schema extends StepSchema>({
  schema,
  onSubmit,
  title,
  lead,
  onClose,
  submitLabel,
  pendingLabel,
  after,
  children,
}: Props<Schema>) {
  const names = Object.keys(schema.shape) as Path<z.input<Schema>>[];
  const form = useApiForm(schema, {
    defaultValues: Object.fromEntries(names.map((name) => [name, ''])) as DefaultValues<
      z.input<Schema>
    >,
    serverFields: names,
    onSubmit,
  });
  return (
    <Modal title={title} onClose={onClose}>
      {lead ? <p className={styles.panelLead}>{lead}</p> : null}
      <form className={styles.modalForm} onSubmit={form.submit} noValidate>
        <FormOutcome outcome={form.outcome} />
        {children(form)}
        <SubmitButton
          pending={form.pending}
          pendingLabel={pendingLabel}
          className={styles.modalSubmit}
        >
          {submitLabel}
        </SubmitButton>
      </form>
      {after}
    </Modal>
  );
}
