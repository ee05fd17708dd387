import { useTranslation } from 'react-i18next';
import { useContactInfo } from '../api/get-contact-info';
import styles from './contact-details.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact page's title, description, address, phone and email (content service, defaults). */
export function ContactDetails() {
  const { t } = useTranslation('content');
  const contact = useContactInfo();
  return (
    <div className={styles.details}>
      <p className="eyebrow">{t('contact.eyebrow')}</p>
      <h1 className={styles.title}>{contact.title}</h1>
      <p className="lead">{contact.description}</p>
      <dl className={styles.list}>
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address}</dd>
        </div>
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)} dir="ltr">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} dir="ltr">
              {contact.email}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
