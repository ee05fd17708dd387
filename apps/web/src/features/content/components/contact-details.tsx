import { useContactInfo } from '../api/get-contact-info';
import styles from './contact-details.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact page's title, description, address, phone and email (content service, defaults). */
export function ContactDetails() {
  const contact = useContactInfo();
  return (
    <div className={styles.details}>
      <p className="eyebrow">We are here to help</p>
      <h1 className={styles.title}>{contact.title}</h1>
      <p className="lead">{contact.description}</p>
      <dl className={styles.list}>
        <div>
          <dt>Address</dt>
          <dd>{contact.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
