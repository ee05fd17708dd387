import { segmentInputSchema, type AdminSegment } from '@screenspot/contracts/admin-screens';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSegment, useSegments } from '../api/segments';
import { EmptyState, LoadError } from '../../../../components/console/empty-state';
import { PageHeader } from '../../../../components/console/page-header';
import admin from '../../../../components/console/console.module.css';
import { TableHead } from '../../../../components/console/table-head';
import styles from './screens.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

/** Segments group screens in the finder's dropdown; deleting one leaves its screens unsegmented. */
export function SegmentsPage() {
  const { t } = useTranslation('admin');
  const segments = useSegments();
  const create = useChangeSegment();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = segmentInputSchema.safeParse({ value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Required');
      return;
    }
    create.mutate(
      { action: 'create', value: parsed.data.value },
      { onSuccess: () => setValue(''), onError: (e) => setError(e.message) },
    );
  };

  return (
    <>
      <PageHeader title={t('segments.title')} description={t('segments.description')} />
      <section className={admin.panel} aria-label={t('segments.region')}>
        <form className={admin.toolbar} onSubmit={add} noValidate>
          <label className="visually-hidden" htmlFor="new-segment">
            {t('segments.newName')}
          </label>
          <input
            id="new-segment"
            className={`input ${admin.inlineInput}`}
            placeholder={t('segments.newPlaceholder')}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-segment-error' : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('segments.add')}
          </button>
          {error ? (
            <span id="new-segment-error" className="field-error" role="alert">
              {error}
            </span>
          ) : null}
        </form>
        {segments.error ? (
          <LoadError error={segments.error} onRetry={() => void segments.refetch()} />
        ) : null}
        {segments.data?.length === 0 ? <EmptyState title={t('segments.none')} /> : null}
        <table className={admin.table}>
          <TableHead
            columns={[
              t('segments.name'),
              { label: t('segments.screens'), numeric: true },
              { label: t('common.actions'), hidden: true },
            ]}
          />
          <tbody>
            {(segments.data ?? []).map((segment) => (
              <SegmentRow key={segment.categoryId} segment={segment} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function SegmentRow({ segment }: { segment: AdminSegment }) {
  const { t } = useTranslation('admin');
  const change = useChangeSegment();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(segment.value);
  const [valueAr, setValueAr] = useState(segment.valueAr ?? '');
  const [confirming, setConfirming] = useState(false);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { action: 'rename', id: segment.categoryId, value: value.trim(), valueAr: valueAr.trim() },
      { onSuccess: () => setEditing(false) },
    );
  };

  // The row's buttons: rename and delete, or, once delete is asked for, delete and keep.
  const actions: [label: string, danger: boolean, act: () => void][] = confirming
    ? [
        [
          t('common.delete'),
          true,
          () => change.mutate({ action: 'delete', id: segment.categoryId }),
        ],
        [t('common.keep'), false, () => setConfirming(false)],
      ]
    : [
        [t('segments.rename'), false, () => setEditing(true)],
        [t('common.delete'), true, () => setConfirming(true)],
      ];
  return (
    <tr>
      <td data-label={t('segments.name')}>
        {editing ? (
          <form className={styles.segmentRow} onSubmit={rename}>
            <label className="visually-hidden" htmlFor={`segment-${segment.categoryId}`}>
              {t('segments.segmentName')}
            </label>
            <input
              id={`segment-${segment.categoryId}`}
              className="input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
            <label className="visually-hidden" htmlFor={`segment-${segment.categoryId}-ar`}>
              {t('segments.segmentNameAr')}
            </label>
            <input
              id={`segment-${segment.categoryId}-ar`}
              className="input"
              dir="rtl"
              lang="ar"
              placeholder={segment.value}
              value={valueAr}
              onChange={(event) => setValueAr(event.target.value)}
            />
            <button type="submit" className={admin.smallButton} disabled={change.isPending}>
              {t('common.save')}
            </button>
            <button
              type="button"
              className={admin.smallButton}
              onClick={() => {
                setEditing(false);
                setValue(segment.value);
                setValueAr(segment.valueAr ?? '');
                change.reset();
              }}
            >
              {t('common.cancel')}
            </button>
          </form>
        ) : (
          <>
            <span className={admin.primaryCell}>{segment.value}</span>
            {segment.valueAr ? (
              <span className={admin.secondary} dir="rtl" lang="ar">
                {' '}
                {segment.valueAr}
              </span>
            ) : null}
          </>
        )}
        <ErrorText error={change.error} className="field-error" inline />
      </td>
      <td data-label={t('segments.screens')} className={admin.numeric}>
        {segment.screenCount}
      </td>
      <td data-label="" className={admin.numeric}>
        <span className={styles.segmentRow} style={{ justifyContent: 'flex-end' }}>
          {confirming ? (
            <span>
              {segment.screenCount
                ? t('segments.deleteWithScreens', { count: segment.screenCount })
                : t('segments.deleteQuestion')}
            </span>
          ) : null}
          {actions.map(([label, danger, act]) => (
            <button
              key={label}
              type="button"
              className={danger ? admin.dangerButton : admin.smallButton}
              onClick={act}
            >
              {label}
            </button>
          ))}
        </span>
      </td>
    </tr>
  );
}
