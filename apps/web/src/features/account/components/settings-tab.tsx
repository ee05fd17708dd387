import type { Customer } from '@screenspot/contracts/customer';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ContactInformation } from './contact-information';
import { Devices } from './devices';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import styles from './settings.module.css';

const sections = [
  { id: 'profile', label: 'Profile', lead: 'Your company and your name as they appear on orders.' },
  {
    id: 'contact',
    label: 'Contact Information',
    lead: 'Where we send codes and order updates. A change is confirmed with codes.',
  },
  { id: 'password', label: 'Password', lead: 'Changing it signs you out on your other devices.' },
  {
    id: 'devices',
    label: 'Devices',
    lead: 'Where your account is signed in. Sign out anywhere you do not recognise.',
  },
] as const;

type SectionId = (typeof sections)[number]['id'];

type SettingsTabProps = {
  customer: Customer;
  onCustomerChange: (customer: Customer) => void;
  /** The email changed and every session ended; the success message is still on view. */
  onSessionEnded: () => void;
  /** The user closed the email-change success message. */
  onSignedOut: () => void;
};

/** Settings: Profile, Contact Information, Password and Devices sub-tabs. */
export function SettingsTab({
  customer,
  onCustomerChange,
  onSessionEnded,
  onSignedOut,
}: SettingsTabProps) {
  const [active, setActive] = useState<SectionId>('profile');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = sections.find((section) => section.id === active)!;

  // Arrow keys move between sub-tabs, as the tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = sections.findIndex((section) => section.id === active);
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + sections.length) % sections.length;
    setActive(sections[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label="Settings" className={styles.subtabs} onKeyDown={onKeyDown}>
        {sections.map((section, index) => (
          <button
            key={section.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${section.id}-tab`}
            aria-selected={active === section.id}
            aria-controls={`${baseId}-${section.id}-panel`}
            tabIndex={active === section.id ? 0 : -1}
            className={styles.subtab}
            onClick={() => setActive(section.id)}
          >
            {section.label}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className={`card ${styles.panel}`}
      >
        <h2 className={styles.panelTitle}>{current.label}</h2>
        <p className={styles.panelLead}>{current.lead}</p>
        {active === 'profile' ? (
          <ProfileForm customer={customer} onSaved={onCustomerChange} />
        ) : null}
        {active === 'contact' ? (
          <ContactInformation
            customer={customer}
            onPhoneChanged={(phoneNumber) => onCustomerChange({ ...customer, phoneNumber })}
            onSessionEnded={onSessionEnded}
            onEmailChanged={onSignedOut}
          />
        ) : null}
        {active === 'password' ? <PasswordForm /> : null}
        {active === 'devices' ? <Devices /> : null}
      </section>
    </div>
  );
}
