import {
  contentValueMaxLength,
  type AdminContentEntry,
  type ContentCollection,
  type ContentField,
} from '@screenspot/contracts/admin-content';
import { imageUpload } from '@screenspot/contracts/admin-screens';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { contentPreviewUrl, useSaveContentEntry, useUploadContentMedia } from '../api/content';
import { formatDateTime } from '../../../../components/console/format';
import { Icon } from '../../../../components/console/icons';
import admin from '../../../../components/console/console.module.css';
import styles from './content.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { FieldError, useFieldIds } from '../../../../components/ui/field-frame';

/**
 * A field's name in the console's language: "description2" → "Description 2" (الوصف 2),
 * "image1.alternativeText" → "Image 1 description (alt text)". A key the catalogue does not name
 * reads as its words: "buttonText" → "Button text".
 */
function labelOf(path: string, t: TFunction<'admin'>): string {
  const [key = '', ...inside] = path.split('.');
  const [, word = key, number = ''] = /^([a-z]+?)(\d*)$/i.exec(key) ?? [];
  const named = t(`contentEntry.fields.${word}`, { defaultValue: '' });
  const spelled = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  const label = named
    ? `${named}${number ? ` ${number}` : ''}`
    : spelled.charAt(0).toUpperCase() + spelled.slice(1);
  if (inside.at(-1) === 'alternativeText') return t('contentEntry.imageDescription', { label });
  const nested = inside.filter((part) => /^\d+$/.test(part));
  return nested.length && !path.endsWith('url') ? `${label} (${inside.join(' › ')})` : label;
}

/** One entry's fields as the stored row has them; only changed values are sent. */
export function ContentEntryForm({
  entry,
  collection,
  heading,
}: {
  entry: AdminContentEntry;
  collection: ContentCollection;
  heading: string;
}) {
  const { t } = useTranslation('admin');
  const initial = Object.fromEntries(entry.fields.map((f) => [f.path, f.value]));
  const translatable = new Set(entry.translatable);
  const initialArabic = Object.fromEntries(
    entry.translatable.map((path) => [path, entry.localizations.ar[path] ?? '']),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [arabic, setArabic] = useState<Record<string, string>>(initialArabic);
  const save = useSaveContentEntry(collection);
  const fieldErrors = save.error instanceof ApiRequestError ? save.error.errors : {};
  const changed = Object.fromEntries(
    Object.entries(values).filter(([path, value]) => value !== initial[path]),
  );
  const changedArabic = Object.fromEntries(
    Object.entries(arabic).filter(([path, value]) => value !== initialArabic[path]),
  );
  const changes = Object.keys(changed).length + Object.keys(changedArabic).length;
  const dirty = changes > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) save.mutate({ id: entry.id, values: changed, arabic: changedArabic });
  };
  const set = (path: string, value: string) => {
    save.reset();
    setValues((current) => ({ ...current, [path]: value }));
  };
  const setArabicText = (path: string, value: string) => {
    save.reset();
    setArabic((current) => ({ ...current, [path]: value }));
  };

  return (
    <form
      className={admin.panel}
      onSubmit={submit}
      noValidate
      aria-label={t('contentEntry.label', { heading, collection })}
    >
      <div className={admin.panelHeader}>
        <h2 className={admin.panelTitle}>{heading}</h2>
        <span className={admin.secondary}>
          {t('contentEntry.lastChanged', { date: formatDateTime(entry.updatedAt) })}
        </span>
      </div>
      <div className={`${admin.panelBody} ${styles.fields}`}>
        {entry.fields.length === 0 ? <p>{t('contentEntry.noTexts')}</p> : null}
        {entry.fields.map((field) =>
          field.kind === 'image' ? (
            <ImageField
              key={field.path}
              entryId={entry.id}
              field={field}
              value={values[field.path] ?? ''}
              onChange={set}
            />
          ) : (
            <div key={field.path} className={styles.languages}>
              <TextField
                entryId={entry.id}
                field={field}
                value={values[field.path] ?? ''}
                onChange={set}
                error={fieldErrors[field.path]}
              />
              {translatable.has(field.path) ? (
                <TextField
                  entryId={entry.id}
                  field={field}
                  value={arabic[field.path] ?? ''}
                  onChange={setArabicText}
                  arabic
                  placeholder={values[field.path]}
                />
              ) : null}
            </div>
          ),
        )}
      </div>
      <div className={styles.footer}>
        <div role="status" aria-live="polite">
          <ErrorText error={save.error} className="field-error" inline announced={false} />
          {save.isSuccess && !dirty ? (
            <span className={styles.saved}>
              <Icon name="check" size={16} /> {t('contentEntry.saved')}
            </span>
          ) : null}
          {dirty ? (
            <span className={admin.secondary}>{t('contentEntry.unsaved', { count: changes })}</span>
          ) : null}
        </div>
        <div className={admin.pageActions}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!dirty}
            onClick={() => {
              setValues(initial);
              setArabic(initialArabic);
            }}
          >
            {t('contentEntry.discard')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </div>
    </form>
  );
}

type FieldProps = {
  entryId: number;
  field: ContentField;
  value: string;
  onChange: (path: string, value: string) => void;
  error?: string;
  /** The Arabic version's field: typed right to left; empty shows the English text on the site. */
  arabic?: boolean;
  placeholder?: string;
};

function TextField({ entryId, field, value, onChange, error, arabic, placeholder }: FieldProps) {
  const { t } = useTranslation('admin');
  const id = `content-${entryId}-${field.path}${arabic ? '-ar' : ''}`;
  const { errorId, invalid } = useFieldIds(id, error);
  const common = {
    id,
    value,
    maxLength: contentValueMaxLength,
    ...invalid,
    onChange: (event: { target: { value: string } }) => onChange(field.path, event.target.value),
    ...(arabic ? { dir: 'rtl', lang: 'ar', placeholder } : { dir: 'ltr', lang: 'en' }),
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {arabic
          ? t('contentEntry.arabicLabel', { label: labelOf(field.path, t) })
          : labelOf(field.path, t)}
      </label>
      {field.kind === 'longText' ? (
        <textarea className="textarea" rows={3} {...common} />
      ) : (
        <input className="input" {...common} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function ImageField({ entryId, field, value, onChange }: FieldProps) {
  const { t } = useTranslation('admin');
  const upload = useUploadContentMedia();
  const preview = contentPreviewUrl(value);
  const [missing, setMissing] = useState<string | null>(null);
  const id = `content-${entryId}-${field.path}`;
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {labelOf(field.path, t)}
      </span>
      <div className={styles.imageRow}>
        {preview && missing !== preview ? (
          <img
            className={styles.preview}
            src={preview}
            alt={t('contentEntry.currentImage', { label: labelOf(field.path, t).toLowerCase() })}
            onError={() => setMissing(preview)}
          />
        ) : (
          <span className={`${styles.preview} ${styles.missing}`}>
            {preview ? t('contentEntry.imageNotFound') : t('contentEntry.noImage')}
          </span>
        )}
        <div className={styles.imageControls}>
          <label className={`${admin.smallButton} ${styles.fileButton}`}>
            <Icon name="upload" size={16} />
            {upload.isPending ? t('screenImage.uploading') : t('contentEntry.replaceImage')}
            <input
              type="file"
              accept={imageUpload.accept}
              aria-describedby={`${id}-label`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file)
                  upload.mutate(file, { onSuccess: (media) => onChange(field.path, media.url) });
              }}
            />
          </label>
          <bdi className={styles.path}>{value || t('contentEntry.noImage')}</bdi>
          <ErrorText error={upload.error} className="field-error" inline />
        </div>
      </div>
    </div>
  );
}
