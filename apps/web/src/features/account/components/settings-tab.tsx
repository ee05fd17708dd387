import { useTranslation } from 'react-i18next';
import type { Customer } from '@screenspot/contracts/customer';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ApiTokens } from './api-tokens';
import { ContactInformation } from './contact-information';
import { CurrencyPreference } from './currency-preference';
import { Devices } from './devices';
import { EmailPreferences } from './email-preferences';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { Webhooks } from './webhooks';
import styles from './settings.module.css';

const sections = [
  { id: 'profile' },
  { id: 'contact' },
  { id: 'emails' },
  { id: 'password' },
  { id: 'devices' },
  { id: 'tokens' },
  { id: 'webhooks' },
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

/** Settings: Profile, Contact Information, Emails, Password, Devices, API tokens and Webhooks sub-tabs. */
export function SettingsTab({
  customer,
  onCustomerChange,
  onSessionEnded,
  onSignedOut,
}: SettingsTabProps) {
  const { t, i18n } = useTranslation('account');
  const [active, setActive] = useState<SectionId>('profile');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // From 900 px the tabs stand in a column beside the panel (settings.module.css).
  const column = useMediaQuery('(min-width: 900px)');

  // Arrow keys move between sub-tabs and Home/End go to the first and last, as the tabs pattern
  // expects; right to left, the arrows follow the reading direction (ArrowLeft is the next tab).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = sections.findIndex((section) => section.id === active);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const last = sections.length - 1;
    const target =
      event.key === forward || event.key === 'ArrowDown'
        ? (index + 1) % sections.length
        : event.key === back || event.key === 'ArrowUp'
          ? (index + last) % sections.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setActive(sections[target]!.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.layout}>
      <div
        role="tablist"
        aria-label={t('settings.label')}
        aria-orientation={column ? 'vertical' : 'horizontal'}
        className={styles.subtabs}
        onKeyDown={onKeyDown}
      >
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
            {t(`settings.sections.${section.id}.label`)}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className={`card ${styles.panel}`}
      >
        <h2 className={styles.panelTitle}>{t(`settings.sections.${active}.label`)}</h2>
        <p className={styles.panelLead}>{t(`settings.sections.${active}.lead`)}</p>
        {active === 'profile' ? (
          <>
            <ProfileForm customer={customer} onSaved={onCustomerChange} />
            {customer.role === 'customer' ? (
              <CurrencyPreference customer={customer} onSaved={onCustomerChange} />
            ) : null}
          </>
        ) : null}
        {active === 'contact' ? (
          <ContactInformation
            customer={customer}
            onPhoneChanged={(phoneNumber) => onCustomerChange({ ...customer, phoneNumber })}
            onSessionEnded={onSessionEnded}
            onEmailChanged={onSignedOut}
          />
        ) : null}
        {active === 'emails' ? <EmailPreferences /> : null}
        {active === 'password' ? <PasswordForm /> : null}
        {active === 'devices' ? <Devices /> : null}
        {active === 'tokens' ? <ApiTokens /> : null}
        {active === 'webhooks' ? <Webhooks /> : null}
      </section>
    </div>
  );
}
