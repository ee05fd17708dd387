import { zodResolver } from '@hookform/resolvers/zod';
import {
  screenInputSchema,
  type AdminScreen,
  type ScreenInput,
  type ScreenValues,
} from '@screenspot/contracts/admin';
import { lazy, Suspense, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useScreen } from '../api/get-screen';
import { useSaveScreen } from '../api/save-screen';
import { useSegments } from '../api/segments';
import { DeleteScreen } from './delete-screen';
import { LoadError } from './empty-state';
import { Icon } from './icons';
import { PageHeader } from './page-header';
import { ScreenImage } from './screen-image';
import admin from './admin.module.css';
import styles from './screens.module.css';

const CoordinatePicker = lazy(() => import('./coordinate-picker'));

const blank: ScreenInput = {
  billboardName: '',
  location: '',
  latitude: '',
  longitude: '',
  price: '',
  title: '',
  description: '',
  screens: '1',
  size: '1920x1080',
  mediaType: 'Unipole LED',
  duration: '15',
  loopSlots: '12',
  categoryId: '',
};

function toInput(screen: AdminScreen): ScreenInput {
  return {
    ...screen,
    latitude: String(screen.latitude),
    longitude: String(screen.longitude),
    price: String(screen.price),
    screens: String(screen.screens),
    duration: String(screen.duration),
    loopSlots: String(screen.loopSlots),
    categoryId: screen.categoryId === null ? '' : String(screen.categoryId),
  };
}

/** /admin/screens/new and /admin/screens/:id: the screen's details, place, image; delete. */
export function ScreenFormPage() {
  const param = useParams().id;
  const id = param && param !== 'new' ? Number(param) : null;
  const screen = useScreen(id);
  // The form starts once the segments are known, so the segment dropdown shows the saved one.
  const segments = useSegments();
  const back = (
    <Link to="/admin/screens" className={admin.backLink}>
      <Icon name="back" size={16} /> Screens
    </Link>
  );

  if (id !== null && screen.error) {
    return (
      <>
        <PageHeader title="Screen" description="This screen could not be loaded." back={back} />
        <LoadError error={screen.error} onRetry={() => void screen.refetch()} />
      </>
    );
  }
  if ((id !== null && !screen.data) || segments.isPending) {
    return <PageHeader title="Screen" description="Loading…" back={back} />;
  }
  return <ScreenForm key={id ?? 'new'} screen={screen.data ?? null} back={back} />;
}

function ScreenForm({ screen, back }: { screen: AdminScreen | null; back: ReactNode }) {
  const navigate = useNavigate();
  const save = useSaveScreen(screen?.id ?? null);
  const segments = useSegments();
  const [saved, setSaved] = useState(false);
  const form = useForm<ScreenInput, unknown, ScreenValues>({
    resolver: zodResolver(screenInputSchema),
    defaultValues: screen ? toInput(screen) : blank,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const lat = Number(form.watch('latitude'));
  const lng = Number(form.watch('longitude'));
  const point =
    form.watch('latitude') !== '' && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null;

  const submit = form.handleSubmit((values) =>
    save.mutate(values as ScreenInput, {
      onSuccess: (result) => {
        setSaved(true);
        form.reset(toInput(result));
        if (!screen) navigate(`/admin/screens/${result.id}`, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          for (const [field, message] of Object.entries(error.errors)) {
            form.setError(field as FieldPath<ScreenInput>, { message });
          }
        }
      },
    }),
  );

  const field = (
    name: FieldPath<ScreenInput>,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    wide = false,
  ) => {
    const error = errors[name as keyof typeof errors]?.message as string | undefined;
    const inputId = `screen-${name}`;
    return (
      <div className={`field ${wide ? styles.wide : ''}`}>
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
          {...form.register(name)}
        />
        {error ? (
          <span id={`${inputId}-error`} className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  const descriptionError = errors.description?.message;

  return (
    <>
      <PageHeader
        title={screen ? screen.billboardName : 'New screen'}
        description={
          screen
            ? `Screen #${screen.id} · ${screen.openOrders} open order${screen.openOrders === 1 ? '' : 's'}`
            : 'Add a screen customers can book.'
        }
        back={back}
      />
      <form onSubmit={submit} noValidate onChange={() => setSaved(false)}>
        <div className={styles.formGrid}>
          <div className={styles.column}>
            <section className={admin.panel} aria-labelledby="screen-details">
              <div className={admin.panelHeader}>
                <h2 id="screen-details" className={admin.panelTitle}>
                  Details
                </h2>
              </div>
              <div className={`${admin.panelBody} ${styles.fields}`}>
                {field('billboardName', 'Billboard name')}
                {field('title', 'Title')}
                <div className={`field ${styles.wide}`}>
                  <label className="field-label" htmlFor="screen-description">
                    Description
                  </label>
                  <textarea
                    id="screen-description"
                    className="textarea"
                    rows={4}
                    aria-invalid={descriptionError ? true : undefined}
                    aria-describedby={descriptionError ? 'screen-description-error' : undefined}
                    {...form.register('description')}
                  />
                  {descriptionError ? (
                    <span id="screen-description-error" className="field-error" role="alert">
                      {descriptionError}
                    </span>
                  ) : null}
                </div>
                <div className="field">
                  <label className="field-label" htmlFor="screen-categoryId">
                    Segment
                  </label>
                  <select
                    id="screen-categoryId"
                    className="select"
                    {...form.register('categoryId')}
                  >
                    <option value="">No segment</option>
                    {(segments.data ?? []).map((segment) => (
                      <option key={segment.categoryId} value={segment.categoryId}>
                        {segment.value}
                      </option>
                    ))}
                  </select>
                </div>
                {field('price', 'Price per spot (USD)', { inputMode: 'decimal' })}
              </div>
            </section>
            <section className={admin.panel} aria-labelledby="screen-format">
              <div className={admin.panelHeader}>
                <h2 id="screen-format" className={admin.panelTitle}>
                  Format and limits
                </h2>
              </div>
              <div className={`${admin.panelBody} ${styles.fields} ${styles.fields3}`}>
                {field('mediaType', 'Media type')}
                {field('size', 'Resolution', { placeholder: '1920x1080' })}
                {field('screens', 'Faces', { inputMode: 'numeric' })}
                {field('duration', 'Max video length (s)', { inputMode: 'numeric' })}
                {field('loopSlots', 'Spots in the loop', { inputMode: 'numeric' })}
              </div>
            </section>
          </div>
          <div className={styles.column}>
            <section className={admin.panel} aria-labelledby="screen-place">
              <div className={admin.panelHeader}>
                <h2 id="screen-place" className={admin.panelTitle}>
                  Place
                </h2>
              </div>
              <div className={admin.panelBody}>
                {field('location', 'Location')}
                <Suspense fallback={<div className={styles.map} />}>
                  <CoordinatePicker
                    value={point}
                    onPick={({ lat: pickedLat, lng: pickedLng }) => {
                      const options = { shouldDirty: true, shouldValidate: true } as const;
                      form.setValue('latitude', pickedLat.toFixed(6), options);
                      form.setValue('longitude', pickedLng.toFixed(6), options);
                      setSaved(false);
                    }}
                  />
                </Suspense>
                <p className={styles.hint}>
                  Click the map or drag the pin, or type the coordinates.
                </p>
                <div className={styles.fields}>
                  {field('latitude', 'Latitude', { inputMode: 'decimal' })}
                  {field('longitude', 'Longitude', { inputMode: 'decimal' })}
                </div>
              </div>
            </section>
            {screen ? <ScreenImage screen={screen} /> : null}
          </div>
        </div>
        <div className={`${admin.panel} ${styles.formActions}`}>
          <div role="status" aria-live="polite">
            {save.error ? <span className="field-error">{save.error.message}</span> : null}
            {saved ? (
              <span className={styles.hint}>Saved. The finder shows the change now.</span>
            ) : null}
          </div>
          <div className={admin.pageActions}>
            {screen ? <DeleteScreen screen={screen} /> : null}
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : screen ? 'Save changes' : 'Create screen'}
            </button>
          </div>
        </div>
      </form>
    </>
  );
}
