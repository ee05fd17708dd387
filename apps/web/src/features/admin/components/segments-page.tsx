import { segmentInputSchema, type AdminSegment } from '@screenspot/contracts/admin';
import { useState, type FormEvent } from 'react';
import { useChangeSegment, useSegments } from '../api/segments';
import { EmptyState, LoadError } from './empty-state';
import { PageHeader } from './page-header';
import admin from './admin.module.css';
import styles from './screens.module.css';

/** Segments group screens in the finder's dropdown; deleting one leaves its screens unsegmented. */
export function SegmentsPage() {
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
      <PageHeader title="Segments" description="The groups customers filter screens by." />
      <section className={admin.panel} aria-label="Segments">
        <form className={admin.toolbar} onSubmit={add} noValidate>
          <label className="visually-hidden" htmlFor="new-segment">
            New segment name
          </label>
          <input
            id="new-segment"
            className={`input ${admin.inlineInput}`}
            placeholder="New segment, e.g. Stadiums & Arenas"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-segment-error' : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            Add segment
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
        {segments.data?.length === 0 ? <EmptyState title="No segments yet" /> : null}
        <table className={admin.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className={admin.numeric}>
                Screens
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
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
  const change = useChangeSegment();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(segment.value);
  const [confirming, setConfirming] = useState(false);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { action: 'rename', id: segment.categoryId, value: value.trim() },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <tr>
      <td data-label="Name">
        {editing ? (
          <form className={styles.segmentRow} onSubmit={rename}>
            <label className="visually-hidden" htmlFor={`segment-${segment.categoryId}`}>
              Segment name
            </label>
            <input
              id={`segment-${segment.categoryId}`}
              className="input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
            <button type="submit" className={admin.smallButton} disabled={change.isPending}>
              Save
            </button>
            <button
              type="button"
              className={admin.smallButton}
              onClick={() => {
                setEditing(false);
                setValue(segment.value);
                change.reset();
              }}
            >
              Cancel
            </button>
          </form>
        ) : (
          <span className={admin.primaryCell}>{segment.value}</span>
        )}
        {change.error ? (
          <span className="field-error" role="alert">
            {change.error.message}
          </span>
        ) : null}
      </td>
      <td data-label="Screens" className={admin.numeric}>
        {segment.screenCount}
      </td>
      <td data-label="" className={admin.numeric}>
        <span className={styles.segmentRow} style={{ justifyContent: 'flex-end' }}>
          {confirming ? (
            <>
              <span>
                Delete
                {segment.screenCount ? `; ${segment.screenCount} screens lose their segment` : ''}?
              </span>
              <button
                type="button"
                className={admin.dangerButton}
                onClick={() => change.mutate({ action: 'delete', id: segment.categoryId })}
              >
                Delete
              </button>
              <button
                type="button"
                className={admin.smallButton}
                onClick={() => setConfirming(false)}
              >
                Keep
              </button>
            </>
          ) : (
            <>
              <button type="button" className={admin.smallButton} onClick={() => setEditing(true)}>
                Rename
              </button>
              <button
                type="button"
                className={admin.dangerButton}
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            </>
          )}
        </span>
      </td>
    </tr>
  );
}
