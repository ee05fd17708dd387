import type { Customer } from '@screenspot/contracts/customer';
import { useEffect } from 'react';
import { changeLanguage, storedLanguage } from '../../i18n';
import { profileLanguage } from '../../lib/profile-language';

/**
 * With no choice kept in this browser, a signed-in customer's profile language decides (the
 * browser's languages only chose the start). Signing in applies it too: see adoptProfileLanguage.
 */
export function useProfileLanguage(customer: Customer | null | undefined): void {
  const language = profileLanguage(customer);
  useEffect(() => {
    if (language && !storedLanguage()) void changeLanguage(language, { remember: false });
  }, [language]);
}
