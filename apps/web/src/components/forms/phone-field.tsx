import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ReactPhoneInput, { type PhoneInputProps } from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { FieldFrame, useFieldIds } from '../ui/field-frame';
import styles from './fields.module.css';

// The package is CommonJS; depending on the bundler its component arrives as the default export.
const PhoneInput =
  (ReactPhoneInput as unknown as { default?: typeof ReactPhoneInput }).default ?? ReactPhoneInput;

type PhoneFieldProps = {
  label: string;
  name: string;
  /** E.164 with its +, or empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  id?: string;
  autoFocus?: boolean;
};

/**
 * The phone input of the spec: every country with its dial code and mask, UAE first, a searchable
 * list that says 'No entries to show' when nothing matches, at most 15 digits.
 */
export function PhoneField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  id,
  autoFocus,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const { inputId, errorId, invalid } = useFieldIds(id, error);
  const inputProps = { id: inputId, name, autoComplete: 'tel', autoFocus, ...invalid };
  const props: PhoneInputProps = {
    country: 'ae',
    preferredCountries: ['ae'],
    value: value.replace(/\D/g, ''),
    onChange: (digits) => onChange(digits ? `+${digits}` : ''),
    onBlur: () => onBlur(),
    enableSearch: true,
    searchPlaceholder: t('field.searchCountry'),
    searchNotFound: t('field.noCountry'),
    countryCodeEditable: false,
    // Without long numbers the input stops at 15 digits, the spec's default.
    enableLongNumbers: false,
    specialLabel: '',
    inputProps,
    containerClass: `${styles.phone} ${error ? styles.phoneInvalid : ''}`,
    inputClass: styles.phoneInput,
    buttonClass: styles.phoneButton,
    dropdownClass: styles.phoneDropdown,
    searchClass: styles.phoneSearch,
  };
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} error={error}>
      {/* A phone number reads left to right in every language. */}
      <div dir="ltr">
        <PhoneInput {...props} />
      </div>
    </FieldFrame>
  );
}

/** The phone field bound to a react-hook-form field by name, its error from the form's checks. */
export function FormPhoneField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
