import {
  permitAuthorities,
  permitAuthorityIds,
  permitLimits,
  permitMessages,
  type Permit,
} from '@screenspot/contracts/permits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../i18n/contract-messages';
import { FieldError, useFieldIds } from '../ui/field-frame';
import { NamedOptions, SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import styles from './permit-fields.module.css';

/** A content permit as typed (decision 0051): the order page's, the upload's and the console's. */
export type PermitForm = {
  number: string;
  authority: string;
  validFrom: string;
  validTo: string;
  document: File | null;
};

export const emptyPermitForm: PermitForm = {
  number: '',
  authority: '',
  validFrom: '',
  validTo: '',
  document: null,
};

/** Whether nothing of a permit was given (it is optional at upload). */
export function permitBlank(form: PermitForm): boolean {
  return (
    !form.number.trim() && !form.authority && !form.validFrom && !form.validTo && !form.document
  );
}

/** What the form can tell before sending: the missing fields and a PDF over 5 MB. */
export function permitFormErrors(form: PermitForm): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!form.number.trim()) missing.number = permitMessages.number;
  if (!form.authority) missing.authority = permitMessages.authority;
  if (!form.validFrom) missing.validFrom = 'Required';
  if (!form.validTo) missing.validTo = 'Required';
  if (form.document && form.document.size > permitLimits.maxDocumentBytes) {
    missing.document = permitMessages.documentTooLarge;
  }
  return missing;
}

/** The permit's number, authority, dates and optional PDF (the order page's form and the upload's). */
export function PermitFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: PermitForm;
  onChange: (next: PermitForm) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('permits');
  const message = useContractMessage();
  const fileId = useId();
  const file = useFieldIds(fileId, errors.document);
  // What each typed field takes from the form: its value, its error, and where its changes go.
  const bound = (field: Exclude<keyof PermitForm, 'document'>) => ({
    value: value[field],
    disabled,
    error: message(errors[field]),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [field]: event.target.value }),
  });
  return (
    <>
      <div className={styles.fields}>
        <TextField
          label={t('permitFields.number')}
          name="permitNumber"
          maxLength={permitLimits.numberMaxLength}
          {...bound('number')}
        />
        <SelectField
          label={t('permitFields.authority')}
          name="permitAuthority"
          {...bound('authority')}
        >
          <NamedOptions
            empty={t('permitFields.chooseAuthority')}
            ids={permitAuthorityIds}
            names={permitAuthorities}
          />
        </SelectField>
        <TextField
          label={t('permitFields.validFrom')}
          name="permitValidFrom"
          type="date"
          {...bound('validFrom')}
        />
        <TextField
          label={t('permitFields.validTo')}
          name="permitValidTo"
          type="date"
          {...bound('validTo')}
        />
      </div>
      <div className={styles.file}>
        <label htmlFor={fileId}>{t('permitFields.file')}</label>
        <input
          id={fileId}
          type="file"
          name="permitDocument"
          accept="application/pdf,.pdf"
          disabled={disabled}
          {...file.invalid}
          onChange={(event) => onChange({ ...value, document: event.target.files?.[0] ?? null })}
        />
        <FieldError id={file.errorId} error={errors.document} />
      </div>
    </>
  );
}

/** A permit's fields as the form shows them, for changing it (its PDF stays unless replaced). */
export function permitFormOf(permit: Permit): PermitForm {
  return {
    number: permit.number,
    authority: permit.authority,
    validFrom: permit.validFrom,
    validTo: permit.validTo,
    document: null,
  };
}

/** The permit as one multipart form: its fields, more fields, and the PDF when one is chosen. */
export function permitFormData(permit: PermitForm, more: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(more)) form.append(name, value);
  form.append('number', permit.number);
  form.append('authority', permit.authority);
  form.append('validFrom', permit.validFrom);
  form.append('validTo', permit.validTo);
  if (permit.document) form.append('document', permit.document, permit.document.name);
  return form;
}
