import type { RegisterInput } from '@screenspot/contracts/auth';
import { messages } from '@screenspot/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../../components/forms/use-api-form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useContractMessage } from '../../../i18n/contract-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { writeFlow } from '../lib/flow-storage';
import { AuthForm } from './auth-form-parts';
import { PersonNameFields, RegistrationTail } from './registration-fields';

/** The form's fields, blank: its starting values, and the fields the server's messages go to. */
const blankForm = {
  companyName: '',
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  password: '',
  passwordConfirm: '',
  agreeWithTerms: false,
} satisfies RegisterInput;
const fields = Object.keys(blankForm) as (keyof RegisterInput)[];

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const message = useContractMessage();
  const registration = useRegister();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const form = useApiForm(
    () => import('@screenspot/contracts/auth').then((m) => m.registerSchema),
    {
      defaultValues: blankForm,
      onSubmit: async (values) => {
        try {
          const { userId } = await registration.mutateAsync({ ...values, agreeWithTerms: true });
          writeFlow({ id: String(userId), email: values.email, phone: values.phoneNumber });
          navigate('/phoneconfirm');
        } catch (error) {
          const status = error instanceof ApiRequestError ? error.status : 0;
          if (status === 400 && !applyServerErrors(error, form.setError, fields)) return;
          // The spec's modal answers a taken account; other failures say what the server said.
          setFailure(
            status === 409
              ? { title: messages.userAlreadyExists, text: t('signUp.alreadyExists') }
              : {
                  title: t('signUp.failedTitle'),
                  text: error instanceof Error ? error.message : t('signUp.tryAgain'),
                },
          );
        }
      },
    },
  );

  const { field } = form;

  return (
    <>
      <AuthForm
        form={form}
        texts="signUp"
        footer={{ i18nKey: 'signUp.haveAccount', to: '/signIn' }}
      >
        <TextField
          label={t('fields.companyName')}
          autoComplete="organization"
          {...field('companyName')}
        />
        <PersonNameFields form={form} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <RegistrationTail form={form} agreeErrorId="agree-error" />
      </AuthForm>
      {failure ? (
        <Modal
          title={message(failure.title) ?? failure.title}
          onClose={() => setFailure(null)}
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setFailure(null)}>
              {t('signUp.close')}
            </button>
          }
        >
          <p>{message(failure.text)}</p>
        </Modal>
      ) : null}
    </>
  );
}
