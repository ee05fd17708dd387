import type { Segment } from '@screenspot/contracts/screen';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { radiusChoices, type Draft } from '../request';
import styles from './recommender.module.css';

type Props = {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
  segments: Segment[];
  errors: Record<string, string>;
  pending: boolean;
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="field-error" role="alert">
      {message}
    </span>
  ) : null;
}

/** Where, how much, when and for whom: what the selector needs to propose screens. */
export function RecommendationForm({
  draft,
  onChange,
  onSubmit,
  segments,
  errors,
  pending,
}: Props) {
  const { t } = useTranslation('recommender');
  const format = useFormat();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    onChange({ ...draft, [key]: value });
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `rec-${key}-error` } : {};
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="rec-form-title">
      <h2 id="rec-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h2>
      <fieldset className={styles.where}>
        <legend className="field-label">{t('form.where')}</legend>
        <div className={styles.toggle} role="radiogroup" aria-label={t('form.where')}>
          {(['point', 'area'] as const).map((where) => (
            <label key={where} className={draft.where === where ? styles.toggleOn : undefined}>
              <input
                type="radio"
                name="where"
                value={where}
                checked={draft.where === where}
                onChange={() => set('where', where)}
              />
              {where === 'point' ? t('form.aroundPoint') : t('form.inArea')}
            </label>
          ))}
        </div>
        {draft.where === 'point' ? (
          <div className={styles.pointRow}>
            <p className={styles.hint}>
              {t('form.pointHint', {
                latitude: draft.latitude.toFixed(4),
                longitude: draft.longitude.toFixed(4),
              })}
            </p>
            <div className="field">
              <label className="field-label" htmlFor="rec-radius">
                {t('form.radius')}
              </label>
              <select
                id="rec-radius"
                className="select"
                value={draft.radiusKm}
                onChange={(event) => set('radiusKm', Number(event.target.value))}
                {...invalid('radiusKm')}
              >
                {radiusChoices.map((km) => (
                  <option key={km} value={km}>
                    {t('form.radiusKm', { km: format.number(km) })}
                  </option>
                ))}
              </select>
              <FieldError id="rec-radiusKm-error" message={errors.radiusKm} />
            </div>
          </div>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor="rec-area">
              {t('form.area')}
            </label>
            <input
              id="rec-area"
              className="input"
              value={draft.area}
              placeholder={t('form.areaPlaceholder')}
              onChange={(event) => set('area', event.target.value)}
              {...invalid('area')}
            />
            <FieldError id="rec-area-error" message={errors.area} />
          </div>
        )}
      </fieldset>
      <div className={styles.fieldRow}>
        <div className="field">
          <label className="field-label" htmlFor="rec-budget">
            {t('form.budget')}
          </label>
          <input
            id="rec-budget"
            className="input"
            inputMode="decimal"
            value={draft.budget}
            onChange={(event) => set('budget', event.target.value)}
            {...invalid('budget')}
          />
          <FieldError id="rec-budget-error" message={errors.budget} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="rec-segment">
            {t('form.segment')}
          </label>
          <select
            id="rec-segment"
            className="select"
            value={draft.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
          >
            <option value="">{t('form.everySegment')}</option>
            {segments.map((segment) => (
              <option key={segment.categoryId} value={segment.categoryId}>
                {segment.value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.fieldRow}>
        <div className="field">
          <label className="field-label" htmlFor="rec-start">
            {t('form.firstDay')}
          </label>
          <input
            id="rec-start"
            type="date"
            className="input"
            value={draft.startDate}
            onChange={(event) => set('startDate', event.target.value)}
            {...invalid('startDate')}
          />
          <FieldError id="rec-startDate-error" message={errors.startDate} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="rec-end">
            {t('form.lastDay')}
          </label>
          <input
            id="rec-end"
            type="date"
            className="input"
            value={draft.endDate}
            onChange={(event) => set('endDate', event.target.value)}
            {...invalid('endDate')}
          />
          <FieldError id="rec-endDate-error" message={errors.endDate} />
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
        {pending ? t('form.weighing') : t('form.propose')}
      </button>
    </form>
  );
}
