import { parseScreenSize, type Screen } from '@screenspot/contracts/screen';
import { limits } from '@screenspot/contracts/limits';
import { useTranslation } from 'react-i18next';
import styles from './upload-requirements.module.css';

const guidelines = ['guideline1', 'guideline2', 'guideline3', 'guideline4'] as const;

// Where advertisers can get advice on the permits and documents an outdoor ad needs.
const consultingUrl = {
  en: 'https://u.ae/en/information-and-services/business',
  ar: 'https://u.ae/ar-ae/information-and-services/business',
};

/** What this screen accepts (from its own data) and the content guidelines. */
export function UploadRequirements({ screen }: { screen: Screen }) {
  const { t, i18n } = useTranslation('orders');
  const resolution = parseScreenSize(screen.size);
  const maxMegabytes = Math.round(limits.maxVideoBytes / (1024 * 1024));
  return (
    <>
      <section className={`card ${styles.panel}`} aria-labelledby="requirements-title">
        <h2 id="requirements-title" className={styles.title}>
          {t('requirements.title')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('requirements.format')}</dt>
            <dd>{t('requirements.formatValue')}</dd>
          </div>
          <div>
            <dt>{t('requirements.maxLength')}</dt>
            <dd>{t('requirements.seconds', { count: screen.duration })}</dd>
          </div>
          <div>
            <dt>{t('requirements.maxSize')}</dt>
            <dd>{t('requirements.megabytes', { value: maxMegabytes })}</dd>
          </div>
          <div>
            <dt>{t('requirements.resolution')}</dt>
            <dd>
              {resolution
                ? t('requirements.pixels', { width: resolution.width, height: resolution.height })
                : screen.size}
            </dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.panel}`} aria-labelledby="guidelines-title">
        <h2 id="guidelines-title" className={styles.title}>
          {t('requirements.guidelines')}
        </h2>
        <ul className={styles.guidelines}>
          {guidelines.map((key) => (
            <li key={key}>{t(`requirements.${key}`)}</li>
          ))}
          <li>
            {t('requirements.legal')}{' '}
            <a
              href={i18n.resolvedLanguage === 'ar' ? consultingUrl.ar : consultingUrl.en}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('requirements.questions')}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
