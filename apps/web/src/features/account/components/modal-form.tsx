import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SectionSubmit } from '../../../components/forms/section-submit';
import { useApiForm, type ApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import styles from './settings.module.css';

/** A step's form: text fields only, each starting empty. */
type StepSchema = z.ZodObject<Record<string, z.ZodType<string | undefined, string | undefined>>>;

type Props<Schema extends StepSchema> = {
  schema: Schema;
  /**
   * The step's section of the account catalogue: its title, its button's label and pending label,
   * and, where it has one, the lead saying what to do.
   */
  texts: 'changeEmail' | 'changePhone' | 'verifyEmail' | 'verifyPhone';
  /** Sends the step; the server's message for a field is shown on it. */
  onSubmit: (values: z.output<Schema>) => Promise<void>;
  onClose: () => void;
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
  texts,
  onSubmit,
  onClose,
  after,
  children,
}: Props<Schema>) {
  const { t } = useTranslation('account');
  const lead = t(`${texts}.lead`, { defaultValue: '' });
  const names = Object.keys(schema.shape) as Path<z.input<Schema>>[];
  const form = useApiForm(schema, {
    defaultValues: Object.fromEntries(names.map((name) => [name, ''])) as DefaultValues<
      z.input<Schema>
    >,
    serverFields: names,
    onSubmit,
  });
  return (
    <Modal title={t(`${texts}.title`)} onClose={onClose}>
      {lead ? <p className={styles.panelLead}>{lead}</p> : null}
      <form className={styles.modalForm} onSubmit={form.submit} noValidate>
        <FormOutcome outcome={form.outcome} />
        {children(form)}
        <SectionSubmit
          ns="account"
          texts={texts}
          pending={form.pending}
          className={styles.modalSubmit}
        />
      </form>
      {after}
    </Modal>
  );
}
