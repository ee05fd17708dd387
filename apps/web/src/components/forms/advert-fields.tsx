import {
  advertCategories,
  advertFieldsSchema,
  advertLimits,
  approvalAuthority,
  bookableCategoryIds,
  type AdvertFields,
} from '@screenspot/contracts/compliance';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedOptions, SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useContentLanguage } from '../../lib/content-language';
import styles from './advert-fields.module.css';

export type AdvertDraft = { brand: string; category: string; approvalRef: string };
const emptyAdvert: AdvertDraft = { brand: '', category: '', approvalRef: '' };

/** Whether nothing of the advert was given (older flows book without it; decision 0047). */
function advertBlank(draft: AdvertDraft): boolean {
  return !draft.brand.trim() && !draft.category && !draft.approvalRef.trim();
}

/** The advert as the server takes it, or null while the draft is incomplete. */
function advertOf(draft: AdvertDraft): AdvertFields | null {
  const parsed = advertFieldsSchema.safeParse(draft);
  if (!parsed.success) return null;
  if (approvalAuthority(parsed.data.category) && !parsed.data.approvalRef) return null;
  return parsed.data;
}

/**
 * The advert as the customer types it: `fields` as the server takes them once complete, and
 * `ready` when it may be sent, complete or not given at all (a half-given advert, a brand without
 * its category, waits).
 */
export function useAdvertDraft() {
  const [draft, setDraft] = useState<AdvertDraft>(emptyAdvert);
  const fields = advertOf(draft);
  return { draft, setDraft, fields, ready: fields !== null || advertBlank(draft) };
}

/**
 * What the advert is (decision 0047): the brand, its category from the fixed list, and for health,
 * education and real estate the prior approval's reference. Banned classes are not offered; the
 * note under the list names them.
 */
export function AdvertFieldset({
  value,
  onChange,
  disabled,
  errors = {},
}: {
  value: AdvertDraft;
  onChange: (next: AdvertDraft) => void;
  disabled?: boolean;
  errors?: Partial<Record<keyof AdvertDraft, string>>;
}) {
  const { t } = useTranslation('orders');
  const language = useContentLanguage();
  const legendId = useId();
  const authority = approvalAuthority(value.category);
  const set = (field: keyof AdvertDraft) => (text: string) => onChange({ ...value, [field]: text });
  const sorted = [...bookableCategoryIds].sort((a, b) =>
    advertCategories[a][language].localeCompare(advertCategories[b][language], language),
  );

  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={disabled}>
      <legend id={legendId} className={styles.legend}>
        {t('advert.title')}
      </legend>
      <p className={styles.hint}>{t('advert.lead')}</p>
      <div className={styles.grid}>
        <TextField
          label={t('advert.brand')}
          name="brand"
          value={value.brand}
          maxLength={advertLimits.brandMax}
          autoComplete="organization"
          error={errors.brand}
          onChange={(event) => set('brand')(event.target.value)}
        />
        <SelectField
          label={t('advert.category')}
          name="category"
          value={value.category}
          error={errors.category}
          onChange={(event) => set('category')(event.target.value)}
        >
          <NamedOptions empty={t('advert.chooseCategory')} ids={sorted} names={advertCategories} />
        </SelectField>
      </div>
      <p className={styles.hint}>{t('advert.banned')}</p>
      {authority ? (
        <TextField
          label={t('advert.approvalRef', { authority: t(`advert.authority.${authority}`) })}
          name="approvalRef"
          value={value.approvalRef}
          maxLength={advertLimits.approvalRefMax}
          required
          dir="ltr"
          error={errors.approvalRef}
          onChange={(event) => set('approvalRef')(event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
