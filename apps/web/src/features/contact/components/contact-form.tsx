import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactLimits,
  contactRequestSchema,
  contactSentMessage,
  type ContactRequest,
  type ContactRequestInput,
} from '@screenspot/contracts/contact';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContactRequest } from '../api/send-contact-request';
import styles from './contact-form.module.css';

const fields = ['name', 'surname', 'email', 'message'] as const;

/** Name, surname, email and message; errors show once a field has been touched (the spec). */
export function ContactForm() {
  const titleId = useId();
  const messageId = useId();
  const send = useSendContactRequest();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: '', surname: '', email: '', message: '' },
  });

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => reset(),
      (error: unknown) => {
        console.error(error);
        if (error instanceof ApiRequestError) {
          for (const field of fields) {
            const message = error.errors[field];
            if (message) setError(field, { message });
          }
        }
      },
    ),
  );

  const messageError = errors.message?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Send us a message
      </h2>
      {send.isSuccess ? (
        <p className="form-success" role="status">
          {contactSentMessage}
        </p>
      ) : null}
      {send.isError ? (
        <p className="form-error" role="alert">
          {send.error instanceof Error
            ? send.error.message
            : 'Your message could not be sent. Please try again.'}
        </p>
      ) : null}
      <div className={styles.row}>
        <TextField
          label="Name"
          autoComplete="given-name"
          maxLength={contactLimits.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Surname"
          autoComplete="family-name"
          maxLength={contactLimits.name}
          error={errors.surname?.message}
          {...register('surname')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={contactLimits.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="field">
        <label className="field-label" htmlFor={messageId}>
          Message
        </label>
        <textarea
          id={messageId}
          className="textarea"
          rows={6}
          maxLength={contactLimits.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {messageError ? (
          <span id={`${messageId}-error`} className="field-error" role="alert">
            {messageError}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
