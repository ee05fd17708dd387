import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermitChangeControls } from '../../../../components/forms/permit-change-controls';
import {
  emptyPermitForm,
  PermitFields,
  permitFormOf,
} from '../../../../components/forms/permit-fields';
import { ErrorText } from '../../../../components/ui/error-text';
import { TextField } from '../../../../components/ui/text-field';
import { useContractMessage } from '../../../../i18n/contract-messages';
import { ApiRequestError } from '../../../../lib/api-client';
import {
  useAddBlanketPermit,
  useChangeBlanketPermit,
  useRemoveBlanketPermit,
  useSavePermitRule,
  useScreenPermits,
  type BlanketPermitForm,
} from '../api/permits';
import { PermitLines } from '../../../../components/console/permit-lines';
import admin from '../../../../components/console/console.module.css';
import rules from './category-rules.module.css';
import styles from './screen-permits.module.css';
import { SaveButton } from './save-button';
import { BodyPanel } from '../../../../components/console/body-panel';
import { usePermitDraft } from '../../../../components/forms/use-permit-draft';

const emptyPermit: BlanketPermitForm = { ...emptyPermitForm, customerId: '' };

/**
 * A screen's content permits (decisions 0051, 0062): the blanket permits its owner recorded for one
 * advertiser each, and the rare exemption of a screen outside Dubai's content-permit regime (every
 * other screen plays only the days a permit covers). Saved apart from the screen's form (its
 * buttons send nothing of the screen).
 */
export function ScreenPermitsPanel({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const permits = useScreenPermits(screenId);
  const saveRule = useSavePermitRule(screenId);
  const add = useAddBlanketPermit(screenId);
  const changePermit = useChangeBlanketPermit(screenId);
  const removePermit = useRemoveBlanketPermit(screenId);
  const [exempt, setExempt] = useState<boolean | null>(null);
  // The blanket permit being typed; a failure without field messages shows as `add.error`.
  const { draft, setDraft, errors, fileKey, record } = usePermitDraft(emptyPermit, (permit) =>
    add.mutateAsync(permit),
  );
  useEffect(() => {
    if (permits.data) setExempt(permits.data.permitExempt);
  }, [permits.data]);
  const change = (next: BlanketPermitForm) => {
    add.reset();
    setDraft(next);
  };

  return (
    <BodyPanel id="screen-permits" title={t('permits.screen.title')}>
      <p className={rules.hint}>{t('permits.screen.lead')}</p>
      <p
        id={`permit-exempt-hint-${screenId}`}
        className={exempt ? 'form-error' : rules.hint}
        data-testid="permit-exempt-hint"
      >
        {t(exempt ? 'permits.screen.exemptOn' : 'permits.screen.exemptHint')}
      </p>
      <div className={rules.actions}>
        <label className={rules.option}>
          <input
            type="checkbox"
            name="permitExempt"
            checked={exempt ?? false}
            disabled={exempt === null || saveRule.isPending}
            aria-describedby={`permit-exempt-hint-${screenId}`}
            onChange={(event) => {
              saveRule.reset();
              setExempt(event.target.checked);
            }}
          />
          {t('permits.screen.exempt')}
        </label>
        <SaveButton
          disabled={exempt === null || saveRule.isPending}
          onClick={() => exempt !== null && saveRule.mutate({ permitExempt: exempt })}
          saved={saveRule.isSuccess ? t('permits.screen.ruleSaved') : null}
        >
          {t('permits.screen.saveRule')}
        </SaveButton>
      </div>

      <h3 className={rules.legend}>{t('permits.screen.add')}</h3>
      <AdvertiserField
        value={draft.customerId}
        error={errors.customerId}
        onChange={(customerId) => change({ ...draft, customerId })}
      />
      <PermitFields
        key={fileKey}
        value={draft}
        onChange={(next) => change({ ...draft, ...next })}
        errors={errors}
      />
      <div className={rules.actions}>
        <SaveButton
          disabled={add.isPending}
          onClick={() => void record().catch(() => undefined)}
          saved={add.isSuccess ? t('permits.screen.saved') : null}
        >
          {t('permits.screen.save')}
        </SaveButton>
      </div>
      {add.error &&
      !(add.error instanceof ApiRequestError && Object.keys(add.error.errors).length) ? (
        <ErrorText error={message(add.error.message)} className="field-error" />
      ) : null}

      {permits.data && permits.data.permits.length > 0 ? (
        <ul className={admin.permitList}>
          {permits.data.permits.map((permit) => (
            <li key={permit.id} className={admin.permitItem}>
              <PermitLines
                permit={permit}
                authorityNote={t('permits.screen.advertiserNumber', { id: permit.customerId })}
              />
              <PermitChangeControls
                permit={permit}
                initial={{ ...permitFormOf(permit), customerId: String(permit.customerId ?? '') }}
                change={changePermit}
                remove={removePermit}
                removeNote={t('permits.screen.removeNote')}
                extra={(value, onChange, fieldErrors) => (
                  <AdvertiserField
                    value={value.customerId}
                    error={fieldErrors.customerId}
                    onChange={(customerId) => onChange({ ...value, customerId })}
                  />
                )}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={rules.hint}>{t('permits.screen.empty')}</p>
      )}
    </BodyPanel>
  );
}

/** The advertiser (by number) a blanket permit is for. */
function AdvertiserField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (customerId: string) => void;
}) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  return (
    <div className={styles.advertiser}>
      <TextField
        label={t('permits.screen.advertiser')}
        name="blanketCustomerId"
        inputMode="numeric"
        value={value}
        error={message(error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
