import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../../i18n/languages';
import { useHowToUse } from '../api/get-how-to-use';
import { LineIcon } from '../../../components/ui/icons';
import styles from './how-to-use-accordion.module.css';
import { SectionHeading } from './section-heading';

/**
 * A step's number on two digits in the page's locale (01, 02…). Intl directly rather than the
 * app's formatter (i18n/format.ts), whose money and dates would otherwise come with the landing
 * page's first visit for this one number (decision 0070).
 */
function stepNumber(language: string, value: number): string {
  return value.toLocaleString(localeOf(language), { minimumIntegerDigits: 2 });
}

/** One step open at a time, the first by default; clicking the open step closes it. */
export function HowToUseAccordion({ startHref }: { startHref: string }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const steps = useHowToUse();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();

  return (
    <section id="how-to-use" className={`section ${styles.section}`} aria-labelledby="how-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <SectionHeading
            id="how-title"
            eyebrow={t('howTo.eyebrow')}
            title={t('howTo.title', { count: steps.length })}
            lead={t('howTo.lead')}
          />
          <Link to={startHref} className="btn btn-primary btn-lg">
            {t('howTo.start')}
          </Link>
        </div>
        <ol className={styles.list}>
          {steps.map((step, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-step-${index}`;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li
                key={`${index}-${step.title}`}
                className={`${styles.item} ${open ? styles.open : ''}`}
              >
                <h3 className={styles.heading}>
                  <button
                    type="button"
                    id={buttonId}
                    className={styles.trigger}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span className={styles.number} aria-hidden="true">
                      {stepNumber(language, index + 1)}
                    </span>
                    <span className={styles.title}>{step.title}</span>
                    <LineIcon
                      className={styles.chevron}
                      viewBox="0 0 20 20"
                      size={20}
                      round="both"
                      d="M5 8l5 5 5-5"
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className={styles.panel}
                  hidden={!open}
                >
                  <p>{step.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
