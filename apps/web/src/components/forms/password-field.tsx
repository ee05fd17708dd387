import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '../ui/field-frame';
import { LineIcon } from '../ui/icons';
import styles from './fields.module.css';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle and its error message. */
export function PasswordField({ label, error, id, ref, ...input }: PasswordFieldProps) {
  const { t, i18n } = useTranslation();
  const { inputId, errorId, invalid } = useFieldIds(id, error);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} error={error}>
      <div className={styles.passwordWrap}>
        <input
          ref={ref}
          id={inputId}
          className={`input ${styles.passwordInput}`}
          type={visible ? 'text' : 'password'}
          {...invalid}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={t(visible ? 'field.hidePassword' : 'field.showPassword', {
            label: label.toLocaleLowerCase(i18n.language),
          })}
          aria-pressed={visible}
        >
          <LineIcon size={20}>
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </LineIcon>
        </button>
      </div>
    </FieldFrame>
  );
}
