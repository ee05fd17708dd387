import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import styles from './legal-document.module.css';

export type LegalSection = { heading: string; paragraphs: string[] };

type LegalDocumentProps = {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** A legal page laid out for reading: a contents list and numbered sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const { t } = useTranslation('content');
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className={`page container ${styles.document}`}>
      <header className={styles.header}>
        <p className="eyebrow">{t('legal.eyebrow')}</p>
        <h1>{title}</h1>
        <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
        <div className="lead">{intro}</div>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={t('legal.contents')}>
          <p className={styles.tocTitle}>{t('legal.contents')}</p>
          <ol>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.heading}
              id={anchor(index)}
              aria-labelledby={`${anchor(index)}-h`}
            >
              <h2 id={`${anchor(index)}-h`}>
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className={styles.contact}>
            <Trans
              t={t}
              i18nKey="legal.questions"
              components={{ contact: <Link to="/contact" /> }}
            />
          </p>
        </div>
      </div>
    </article>
  );
}

/** A legal page from its texts in the catalogue, with its title and description for <head>. */
export function LegalPage({ name }: { name: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${name}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <>
      <PageMeta title={t(`${name}.title`)} description={t(`${name}.description`)} />
      <LegalDocument
        title={t(`${name}.title`)}
        updated={t(`${name}.updated`)}
        intro={t(`${name}.intro`)}
        sections={sections}
      />
    </>
  );
}
