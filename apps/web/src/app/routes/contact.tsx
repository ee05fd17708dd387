import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactDetails } from '../../features/content/components/contact-details';
import styles from './contact.module.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className={styles.backdrop}>
      <section className={`page container ${styles.layout}`}>
        <PageMeta title={t('pages.contact.title')} description={t('pages.contact.description')} />
        <ContactDetails />
        <ContactForm />
      </section>
    </div>
  );
}
