import type { FileFinding } from '@screenspot/contracts/video-rules';
import { aspectLabel } from '@screenspot/contracts/video-rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './video-upload-form.module.css';

const pixels = (size: { width: number; height: number }) => `${size.width}×${size.height}`;

/** A finding in the reader's language. */
function findingText(t: TFunction<'orders'>, finding: FileFinding): string {
  switch (finding.key) {
    case 'type':
      return t('form.problem.notVideo');
    case 'size':
      return t('form.problem.tooLarge', { megabytes: finding.megabytes });
    case 'duration':
      return t('form.problem.tooLong', { seconds: finding.maxSeconds });
    case 'aspect':
      return t('form.fitFail', {
        video: pixels(finding.video),
        screen: pixels(finding.screen),
        videoAspect: aspectLabel(finding.video.width, finding.video.height),
        screenAspect: aspectLabel(finding.screen.width, finding.screen.height),
      });
    case 'resolution':
      return t(finding.smaller ? 'form.fitWarnUp' : 'form.fitWarnDown', {
        video: pixels(finding.video),
        screen: pixels(finding.screen),
      });
  }
}

/** The ids of the findings' paragraphs, for the field's aria-describedby. */
export function findingIds(id: string, findings: FileFinding[], unreadable: boolean): string[] {
  return [
    ...findings.map((finding) => `${id}-${finding.key}`),
    ...(unreadable ? [`${id}-unreadable`] : []),
  ];
}

/**
 * What the checks found in a chosen file, before it is sent: each failure as an alert (the file
 * cannot be sent), a picture of another size as a note (it may be).
 */
export function FileFindings({
  id,
  findings,
  unreadable,
}: {
  id: string;
  findings: FileFinding[];
  unreadable: boolean;
}) {
  const { t } = useTranslation('orders');
  if (findings.length === 0 && !unreadable) return null;
  return (
    <div className={styles.findings}>
      {findings.map((finding) =>
        finding.status === 'fail' ? (
          <p key={finding.key} id={`${id}-${finding.key}`} className="form-error" role="alert">
            {finding.key === 'aspect' ? <strong>{t('form.wrongShape')} </strong> : null}
            {findingText(t, finding)}
          </p>
        ) : (
          <p
            key={finding.key}
            id={`${id}-${finding.key}`}
            className={styles.fitWarning}
            role="status"
          >
            <strong>{t('form.wrongSize')}</strong> {findingText(t, finding)}
          </p>
        ),
      )}
      {unreadable ? (
        <p id={`${id}-unreadable`} className="form-error" role="alert">
          {t('form.problem.unreadableInBrowser')}
        </p>
      ) : null}
    </div>
  );
}
