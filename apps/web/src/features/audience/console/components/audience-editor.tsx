import { hoursPerWeek, weekdayNames } from '@screenspot/contracts/audience';
import { profileToCsv, type AudienceProfile } from '@screenspot/contracts/audience-api';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../../components/ui/text-field';
import { ApiRequestError } from '../../../../lib/api-client';
import { audienceMethodHref, formatImpressions } from '../../../../lib/audience';
import { useAudienceProfile, useSaveAudienceProfile } from '../api/audience';
import admin from '../../../../components/console/console.module.css';
import { Panel } from '../../../../components/console/panel';
import styles from './audience-editor.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

const hours = Array.from({ length: 24 }, (_, h) => h);

function valuesOf(profile: AudienceProfile | null | undefined): string[] {
  return Array.from({ length: hoursPerWeek }, (_, i) => String(profile?.hourly[i] ?? 0));
}

/** The screen's audience profile: a 7 × 24 grid of people per hour, or a CSV upload. */
export function AudienceEditor({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const profile = useAudienceProfile(screenId);
  const save = useSaveAudienceProfile(screenId);
  const [values, setValues] = useState<string[]>(() => valuesOf(null));
  const [source, setSource] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (profile.data === undefined) return;
    setValues(valuesOf(profile.data));
    setSource(profile.data?.source ?? '');
  }, [profile.data]);

  const fieldErrors = save.error instanceof ApiRequestError ? save.error.errors : {};
  const csvHref = useMemo(() => {
    if (!profile.data) return null;
    return `data:text/csv;charset=utf-8,${encodeURIComponent(profileToCsv(profile.data.hourly))}`;
  }, [profile.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    save.mutate(
      {
        kind: 'grid',
        body: { hourly: values.map((v) => (v.trim() === '' ? Number.NaN : Number(v))), source },
      },
      { onSuccess: () => setNotice(t('audience.saved')) },
    );
  }

  function upload(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    save.mutate(
      { kind: 'csv', file, source: source.trim() || undefined },
      { onSuccess: () => setNotice(t('audience.uploaded', { file: file.name })) },
    );
  }

  const data = profile.data;
  return (
    <Panel
      id="audience-profile"
      title={t('audience.title')}
      className={styles.panel}
      aside={
        <Link to={audienceMethodHref(screenId)} className={styles.methodLink}>
          {t('audience.method')}
        </Link>
      }
    >
      <form className={admin.panelBody} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          {t('audience.intro')}{' '}
          {data
            ? t('audience.now', {
                method: data.methodVersion,
                daily: formatImpressions(data.estimate.averageDailyOts),
                perPlay: formatImpressions(data.estimate.impressionsPerPlay),
              })
            : t('audience.noProfile')}
        </p>
        <div className={styles.scroll}>
          <table className={styles.grid}>
            <caption className="visually-hidden">{t('audience.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('audience.day')}</span>
                </th>
                {hours.map((h) => (
                  <th key={h} scope="col">
                    {String(h).padStart(2, '0')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weekdayNames.map((day, d) => (
                <tr key={day}>
                  <th scope="row">{t(`audience.weekdayShort.${day.toLowerCase()}`)}</th>
                  {hours.map((h) => {
                    const index = d * 24 + h;
                    const error = fieldErrors[`hourly.${index}`];
                    return (
                      <td key={h}>
                        <input
                          className={styles.cell}
                          inputMode="decimal"
                          aria-label={t('audience.cell', {
                            day: t(`audience.weekday.${day.toLowerCase()}`),
                            hour: String(h).padStart(2, '0'),
                          })}
                          aria-invalid={error ? true : undefined}
                          title={error}
                          value={values[index]}
                          onChange={(event) => {
                            const next = [...values];
                            next[index] = event.target.value;
                            setValues(next);
                          }}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.footer}>
          <TextField
            id="audience-source"
            label={t('audience.source')}
            value={source}
            placeholder={t('audience.sourcePlaceholder')}
            error={fieldErrors.source}
            onChange={(event) => setSource(event.target.value)}
          />
          <div className={styles.actions}>
            <label className="btn btn-secondary">
              {t('audience.uploadCsv')}
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                className="visually-hidden"
                aria-label={t('audience.uploadCsvLabel')}
                onChange={(event) => {
                  upload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            {csvHref ? (
              <a
                className="btn btn-secondary"
                href={csvHref}
                download={`screen-${screenId}-audience.csv`}
              >
                {t('audience.downloadCsv')}
              </a>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('audience.saveProfile')}
            </button>
          </div>
        </div>
        <div role="status" aria-live="polite" className={styles.status}>
          <ErrorText error={save.error} className="field-error" inline announced={false} />
          {notice && !save.error ? <span className={styles.hint}>{notice}</span> : null}
        </div>
        <p className={styles.hint}>{t('audience.csvHint')}</p>
      </form>
    </Panel>
  );
}
