import {
  overrideChecksSchema,
  type CheckResult,
  type VideoChecks as Checks,
} from '@screenspot/contracts/video-checks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../../../components/forms/form-outcome';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useApiForm } from '../../../../components/forms/use-api-form';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useContractMessage } from '../../../../i18n/contract-messages';
import { useOverrideChecks, useVideoChecks } from '../api/video-checks';
import { formatDateTime, ltr } from '../../../../components/console/format';
import { Icon } from '../../../../components/console/icons';
import styles from './moderation.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

/** The hash's name, the same in every language. */
const hashName = 'sha256';

/**
 * The checks are stored in English; their words have keys in the contracts' catalogue (as on the
 * customer's order page), figures stay as measured and read left to right.
 */
function CheckRow({ check }: { check: CheckResult }) {
  const { t } = useTranslation('admin');
  const words = useContractMessage();
  const expected = words(check.expected) ?? check.expected;
  return (
    <li className={styles.check} data-status={check.status}>
      <span className={styles.checkIcon} aria-hidden="true">
        {check.status === 'warn' ? (
          '!'
        ) : (
          <Icon name={check.status === 'pass' ? 'check' : 'cross'} size={16} />
        )}
      </span>
      <span className={styles.checkText}>
        <span className={styles.checkLine}>
          <strong>{words(check.label)}</strong>
          <span className={styles.checkBadge}>{t(`checks.${check.status}`)}</span>
        </span>
        <span>
          <bdi>{words(check.measured)}</bdi>{' '}
          <span className={styles.checkExpected}>
            {t('checks.expected', {
              value: expected === check.expected ? ltr(expected) : expected,
            })}
          </span>
        </span>
        {check.message ? <span className={styles.checkMessage}>{words(check.message)}</span> : null}
      </span>
    </li>
  );
}

function OverrideForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const override = useOverrideChecks(orderId);
  const [open, setOpen] = useState(false);
  const { submit, pending, outcome, field } = useApiForm(overrideChecksSchema, {
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await override.mutateAsync(reason);
    },
  });
  if (!open) {
    return (
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('checks.overrideOpen')}
      </button>
    );
  }
  return (
    <form className={styles.override} noValidate onSubmit={submit}>
      <FormOutcome outcome={outcome} />
      <TextAreaField
        id={`override-${orderId}`}
        label={t('checks.overrideReason')}
        rows={3}
        maxLength={500}
        placeholder={t('checks.overridePlaceholder')}
        {...field('reason')}
      />
      <div className={styles.overrideButtons}>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('common.saving')}>
          {t('checks.overrideSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function Summary({ checks }: { checks: Checks }) {
  const { t } = useTranslation('admin');
  if (checks.status === 'pending') {
    return <p className={styles.checksSummary}>{t('checks.pending')}</p>;
  }
  const failed = checks.checks.filter((c) => c.status === 'fail').length;
  const warned = checks.checks.filter((c) => c.status === 'warn').length;
  const text =
    checks.status === 'fail'
      ? failed
        ? t(checks.override ? 'checks.failedOverridden' : 'checks.failedBlocked', { count: failed })
        : t(checks.override ? 'checks.theFailedOverridden' : 'checks.theFailedBlocked')
      : checks.status === 'warn'
        ? t('checks.warnings', { count: warned })
        : t('checks.allPassed');
  return (
    <p
      className={styles.checksSummary}
      data-status={checks.override ? 'overridden' : checks.status}
    >
      {text}
    </p>
  );
}

/** The automatic creative checks of the order's video: each with its measured value. */
export function VideoChecks({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const query = useVideoChecks(orderId);
  const checks = query.data;
  if (query.error) {
    return (
      <div className="form-error" role="alert">
        {t('checks.loadFailed', { message: query.error.message })}
      </div>
    );
  }
  if (!checks) return <p className={styles.checksSummary}>{t('checks.loading')}</p>;
  return (
    <div className={styles.checksBox} aria-live="polite">
      <Summary checks={checks} />
      <ErrorText error={checks.error} announced={false} />
      {checks.checks.length > 0 ? (
        <ul className={styles.checks} aria-label={t('checks.list')}>
          {checks.checks.map((check) => (
            <CheckRow key={check.key} check={check} />
          ))}
        </ul>
      ) : null}
      {checks.thumbnailUrls.length > 0 ? (
        <div className={styles.thumbs}>
          {checks.thumbnailUrls.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('checks.still', { index: index + 1 })}
              className={styles.thumb}
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      {checks.sha256 ? (
        <p className={styles.checkExpected}>
          {hashName} <code className={styles.hash}>{checks.sha256.slice(0, 16)}…</code>
        </p>
      ) : null}
      {checks.override ? (
        <div className={styles.overridden}>
          <strong>{t('checks.overridden')}</strong>
          {t('checks.overriddenBy', {
            who: checks.override.byName ?? t('checks.operatorNumber', { id: checks.override.by }),
            date: formatDateTime(checks.override.at),
            reason: checks.override.reason,
          })}
        </div>
      ) : checks.status === 'fail' ? (
        <OverrideForm orderId={orderId} />
      ) : null}
    </div>
  );
}
