import type { Segment } from '@screenspot/contracts/screen';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { useDisplayCurrency } from '../../../lib/display-currency';
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
  const currency = useDisplayCurrency();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    onChange({ ...draft, [key]: value });
  // A text field's value, its change and its error, all under the draft's key.
  const bind = (key: 'area' | 'budget' | 'startDate' | 'endDate') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: errors[key],
  });
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
            <SelectField
              id="rec-radius"
              label={t('form.radius')}
              value={draft.radiusKm}
              onChange={(event) => set('radiusKm', Number(event.target.value))}
              error={errors.radiusKm}
            >
              {radiusChoices.map((km) => (
                <option key={km} value={km}>
                  {t('form.radiusKm', { km: format.number(km) })}
                </option>
              ))}
            </SelectField>
          </div>
        ) : (
          <TextField
            id="rec-area"
            label={t('form.area')}
            placeholder={t('form.areaPlaceholder')}
            {...bind('area')}
          />
        )}
      </fieldset>
      <div className={styles.fieldRow}>
        <TextField
          id="rec-budget"
          label={currency === 'AED' ? t('form.budgetAed') : t('form.budget')}
          inputMode="decimal"
          {...bind('budget')}
        />
        <SelectField
          id="rec-segment"
          label={t('form.segment')}
          value={draft.categoryId}
          onChange={(event) => set('categoryId', event.target.value)}
        >
          <option value="">{t('form.everySegment')}</option>
          {segments.map((segment) => (
            <option key={segment.categoryId} value={segment.categoryId}>
              {segment.value}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.fieldRow}>
        <TextField id="rec-start" type="date" label={t('form.firstDay')} {...bind('startDate')} />
        <TextField id="rec-end" type="date" label={t('form.lastDay')} {...bind('endDate')} />
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
        {pending ? t('form.weighing') : t('form.propose')}
      </button>
    </form>
  );
}
