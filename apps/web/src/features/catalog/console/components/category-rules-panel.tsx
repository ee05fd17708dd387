import {
  advertCategories,
  bookableCategoryIds,
  type AdvertCategory,
  type ScreenCategoryRules,
} from '@screenspot/contracts/compliance';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../../lib/content-language';
import { useCategoryRules, useSaveCategoryRules } from '../api/compliance';
import styles from './category-rules.module.css';
import { SaveButton } from './save-button';
import { ErrorText } from '../../../../components/ui/error-text';
import { BodyPanel } from '../../../../components/console/body-panel';

type ListName = keyof ScreenCategoryRules;

/**
 * The owner's category rules for one screen (decision 0047): categories the screen refuses (a
 * booking of one answers 409), and those kept to one brand per loop. Saved on its own, apart from
 * the screen's form.
 */
export function CategoryRulesPanel({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const language = useContentLanguage();
  const rules = useCategoryRules(screenId);
  const save = useSaveCategoryRules(screenId);
  const [draft, setDraft] = useState<ScreenCategoryRules | null>(null);
  useEffect(() => {
    if (rules.data) setDraft(rules.data);
  }, [rules.data]);

  const toggle = (list: ListName, id: AdvertCategory) => {
    save.reset();
    setDraft((current) => {
      if (!current) return current;
      const has = current[list].includes(id);
      return {
        ...current,
        [list]: has ? current[list].filter((c) => c !== id) : [...current[list], id],
      };
    });
  };
  const sorted = [...bookableCategoryIds].sort((a, b) =>
    advertCategories[a][language].localeCompare(advertCategories[b][language], language),
  );

  const group = (list: ListName, legend: string) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {sorted.map((id) => (
          <label key={id} className={styles.option}>
            <input
              type="checkbox"
              name={`${list}-${id}`}
              checked={draft?.[list].includes(id) ?? false}
              disabled={!draft || save.isPending}
              onChange={() => toggle(list, id)}
            />
            {advertCategories[id][language]}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <BodyPanel id="screen-category-rules" title={t('compliance.rules.title')}>
      <p className={styles.hint}>{t('compliance.rules.lead')}</p>
      {group('blockedCategories', t('compliance.rules.blocked'))}
      {group('exclusiveCategories', t('compliance.rules.exclusive'))}
      <div className={styles.actions}>
        <SaveButton
          disabled={!draft || save.isPending}
          onClick={() => draft && save.mutate(draft)}
          saved={save.isSuccess ? t('compliance.rules.saved') : null}
        >
          {save.isPending ? t('compliance.rules.saving') : t('compliance.rules.save')}
        </SaveButton>
      </div>
      <ErrorText error={save.error} className="field-error" />
    </BodyPanel>
  );
}
