import { PageMeta } from '../../components/ui/page-meta';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactDetails } from '../../features/content/components/contact-details';
import styles from './contact.module.css';

export function Component() {
  return (
    <div className={styles.backdrop}>
      <section className={`page container ${styles.layout}`}>
        <PageMeta
          title="Contact Us"
          description="Write to the ScreenSpot team in Dubai about a screen, a campaign or an invoice. We answer within one working day."
        />
        <ContactDetails />
        <ContactForm />
      </section>
    </div>
  );
}
