import { useTranslation } from 'react-i18next';
import { limits } from '@screenspot/contracts/limits';
import { useId } from 'react';
import { FormOutcome } from '../../../components/forms/form-outcome';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useSendContactRequest } from '../api/send-contact-request';
import styles from './contact-form.module.css';

const fields = ['name', 'surname', 'email', 'message'] as const;

/** Name, surname, email and message; errors show once a field has been touched (the spec). */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const titleId = useId();
  const send = useSendContactRequest();
  const { reset, submit, pending, outcome, field } = useApiForm(
    () => import('@screenspot/contracts/contact').then((m) => m.contactRequestSchema),
    {
      defaultValues: { name: '', surname: '', email: '', message: '' },
      serverFields: fields,
      onSubmit: async (values) => {
        await send.mutateAsync(values);
        reset();
        return t('messages.contactSent', { ns: 'common' });
      },
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('form.title')}
      </h2>
      <FormOutcome outcome={outcome} />
      <div className={styles.row}>
        <TextField
          label={t('form.name')}
          autoComplete="given-name"
          maxLength={limits.contact.name}
          {...field('name')}
        />
        <TextField
          label={t('form.surname')}
          autoComplete="family-name"
          maxLength={limits.contact.name}
          {...field('surname')}
        />
      </div>
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        maxLength={limits.contact.email}
        {...field('email')}
      />
      <TextAreaField
        label={t('form.message')}
        rows={6}
        maxLength={limits.contact.message}
        {...field('message')}
      />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')} className="btn-lg btn-block">
        {t('form.send')}
      </SubmitButton>
    </form>
  );
}
