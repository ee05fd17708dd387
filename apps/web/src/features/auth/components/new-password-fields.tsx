import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field';

type Values = { password: string; passwordConfirm: string };

/** A new password and the same again, both as the browser's new-password. */
export function NewPasswordFields<V extends Values>({
  label,
  register,
  errors,
  autoFocus,
}: {
  label: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<Values>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors.password?.message}
        {...register('password' as Path<V>)}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm' as Path<V>)}
      />
    </>
  );
}
