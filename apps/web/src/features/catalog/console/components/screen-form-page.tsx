import {
  screenInputSchema,
  type AdminScreen,
  type ScreenInput,
} from '@screenspot/contracts/admin-screens';
import { lazy, Suspense, type InputHTMLAttributes, type ReactNode } from 'react';
import { type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useApiForm } from '../../../../components/forms/use-api-form';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { useIdParam } from '../../../../lib/use-id-param';
import { useScreen } from '../api/get-screen';
import { useSaveScreen } from '../api/save-screen';
import { useSegments } from '../api/segments';
import { DeleteScreen } from './delete-screen';
import { BackLink, PageHeader, PendingHeader } from '../../../../components/console/page-header';
import { ScreenImagePanel } from './screen-image-panel';
import { DisplayAreaPanel } from './display-area-panel';
import { CategoryRulesPanel } from './category-rules-panel';
import { ScreenPermitsPanel } from './screen-permits-panel';
import admin from '../../../../components/console/console.module.css';
import { Panel } from '../../../../components/console/panel';
import styles from './screens.module.css';
import { BodyPanel } from '../../../../components/console/body-panel';

/** The Arabic fields are labelled in Arabic whatever the console's language. */
const arabicLabels = {
  billboardName: 'اسم اللوحة',
  title: 'العنوان',
  location: 'الموقع',
  description: 'الوصف',
} as const;

/** What a resolution looks like (the same in every language). */
const resolutionExample = '1920x1080';

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
  billboardNameAr: '',
  locationAr: '',
  titleAr: '',
  descriptionAr: '',
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
    billboardNameAr: screen.billboardNameAr ?? '',
    locationAr: screen.locationAr ?? '',
    titleAr: screen.titleAr ?? '',
    descriptionAr: screen.descriptionAr ?? '',
    categoryId: screen.categoryId === null ? '' : String(screen.categoryId),
  };
}

/** /admin/screens/new and /admin/screens/:id: the screen's details, place, image; delete. */
export function ScreenFormPage({
  otherPanels,
}: {
  /**
   * Panels other domains keep about a saved screen (its players, what they play, its audience),
   * given by the console shell, which alone may import them.
   */
  otherPanels?: (screenId: number) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const param = useIdParam({ allowNew: true });
  const id = param === 'new' ? null : (param ?? 0);
  const screen = useScreen(id);
  // The form starts once the segments are known, so the segment dropdown shows the saved one.
  const segments = useSegments();
  const back = <BackLink to="/admin/screens">{t('screenForm.back')}</BackLink>;

  if ((id !== null && (screen.error || !screen.data)) || segments.isPending) {
    // A new screen's query never runs, so it has no error: the header says the page loads.
    return <PendingHeader section="screenForm" back={back} query={screen} />;
  }
  return (
    <ScreenForm
      key={id ?? 'new'}
      screen={screen.data ?? null}
      back={back}
      otherPanels={otherPanels}
    />
  );
}

function ScreenForm({
  screen,
  back,
  otherPanels,
}: {
  screen: AdminScreen | null;
  back: ReactNode;
  otherPanels?: (screenId: number) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveScreen(screen?.id ?? null);
  const segments = useSegments();
  const form = useApiForm(screenInputSchema, {
    defaultValues: screen ? toInput(screen) : blank,
    serverFields: Object.keys(screenInputSchema.shape) as FieldPath<ScreenInput>[],
    onSubmit: async (values) => {
      const result = await save.mutateAsync(values as ScreenInput);
      form.reset(toInput(result));
      if (!screen) navigate(`/admin/screens/${result.id}`, { replace: true });
      return t('screenForm.saved');
    },
  });
  const { submit, outcome, pending } = form;
  const lat = Number(form.watch('latitude'));
  const lng = Number(form.watch('longitude'));
  const point =
    form.watch('latitude') !== '' && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null;

  const field = (
    name: FieldPath<ScreenInput>,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    wide = false,
  ) => {
    return (
      <TextField
        id={`screen-${name}`}
        label={label}
        frameClassName={wide ? styles.wide : undefined}
        {...props}
        {...form.field(name)}
      />
    );
  };

  // Arabic inputs read and type right to left; the English ones left to right, in either language.
  const arabic = { dir: 'rtl', lang: 'ar' } as const;
  const english = { dir: 'ltr', lang: 'en' } as const;

  return (
    <>
      <PageHeader
        title={screen ? screen.billboardName : t('screenForm.newTitle')}
        description={
          screen
            ? t('screenForm.summary', { id: screen.id, count: screen.openOrders })
            : t('screenForm.newDescription')
        }
        back={back}
      />
      <form onSubmit={submit} noValidate onChange={() => form.setOutcome(null)}>
        <div className={styles.formGrid}>
          <div className={styles.column}>
            <Panel id="screen-details" title={t('screenForm.details')}>
              <div className={`${admin.panelBody} ${styles.fields}`}>
                {field('billboardName', t('screenForm.billboardName'), english)}
                {field('title', t('screenForm.titleField'), english)}
                <TextAreaField
                  id="screen-description"
                  label={t('screenForm.description')}
                  frameClassName={styles.wide}
                  rows={4}
                  {...english}
                  {...form.field('description')}
                />
                <SelectField
                  id="screen-categoryId"
                  label={t('screenForm.segment')}
                  {...form.register('categoryId')}
                >
                  <option value="">{t('screenForm.noSegment')}</option>
                  {(segments.data ?? []).map((segment) => (
                    <option key={segment.categoryId} value={segment.categoryId}>
                      {segment.value}
                    </option>
                  ))}
                </SelectField>
                {field('price', t('screenForm.price'), { inputMode: 'decimal' })}
              </div>
            </Panel>
            <Panel id="screen-arabic" title={t('screenForm.arabic')}>
              <div className={`${admin.panelBody} ${styles.fields}`}>
                <p className={`${styles.hint} ${styles.wide}`}>{t('screenForm.arabicHint')}</p>
                {field('billboardNameAr', arabicLabels.billboardName, arabic)}
                {field('titleAr', arabicLabels.title, arabic)}
                {field('locationAr', arabicLabels.location, arabic, true)}
                <TextAreaField
                  id="screen-descriptionAr"
                  label={arabicLabels.description}
                  frameClassName={styles.wide}
                  rows={4}
                  {...arabic}
                  {...form.field('descriptionAr')}
                />
              </div>
            </Panel>
            <Panel id="screen-format" title={t('screenForm.format')}>
              <div className={`${admin.panelBody} ${styles.fields} ${styles.fields3}`}>
                {field('mediaType', t('screenForm.mediaType'))}
                {field('size', t('screenForm.resolution'), { placeholder: resolutionExample })}
                {field('screens', t('screenForm.faces'), { inputMode: 'numeric' })}
                {field('duration', t('screenForm.duration'), { inputMode: 'numeric' })}
                {field('loopSlots', t('screenForm.loopSlots'), { inputMode: 'numeric' })}
              </div>
            </Panel>
          </div>
          <div className={styles.column}>
            <BodyPanel id="screen-place" title={t('screenForm.place')}>
              {field('location', t('screenForm.location'), english)}
              <Suspense fallback={<div className={styles.map} />}>
                <CoordinatePicker
                  value={point}
                  onPick={({ lat: pickedLat, lng: pickedLng }) => {
                    const options = { shouldDirty: true, shouldValidate: true } as const;
                    form.setValue('latitude', pickedLat.toFixed(6), options);
                    form.setValue('longitude', pickedLng.toFixed(6), options);
                    form.setOutcome(null);
                  }}
                />
              </Suspense>
              <p className={styles.hint}>{t('screenForm.mapHint')}</p>
              <div className={styles.fields}>
                {field('latitude', t('screenForm.latitude'), { inputMode: 'decimal' })}
                {field('longitude', t('screenForm.longitude'), { inputMode: 'decimal' })}
              </div>
            </BodyPanel>
            {screen ? <ScreenImagePanel screen={screen} /> : null}
            {screen ? <DisplayAreaPanel screen={screen} /> : null}
            {screen ? <CategoryRulesPanel screenId={screen.id} /> : null}
            {screen ? <ScreenPermitsPanel screenId={screen.id} /> : null}
          </div>
        </div>
        <div className={`${admin.panel} ${styles.formActions}`}>
          <div role="status" aria-live="polite">
            {outcome ? (
              <span className={outcome.ok ? styles.hint : 'field-error'}>{outcome.text}</span>
            ) : null}
          </div>
          <div className={admin.pageActions}>
            {screen ? <DeleteScreen screen={screen} /> : null}
            <SubmitButton pending={pending} pendingLabel={t('common.saving')}>
              {screen ? t('screenForm.saveChanges') : t('screenForm.create')}
            </SubmitButton>
          </div>
        </div>
      </form>
      {screen ? otherPanels?.(screen.id) : null}
    </>
  );
}
