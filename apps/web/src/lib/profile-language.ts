import type { Customer } from '@screenspot/contracts/customer';
import {
  changeLanguage,
  currentLanguage,
  isLanguage,
  languageChosenThisVisit,
  type Language,
} from '../i18n';
import { api } from './api-client';

/** The profile's language; optional, as a server of an older version does not send it. */
export function profileLanguage(customer: Customer | null | undefined): Language | null {
  const language = (customer as { language?: unknown } | null | undefined)?.language;
  return isLanguage(language) ? language : null;
}

/** Keeps a signed-in customer's choice in their profile; a failure (an older server) is ignored. */
export async function saveProfileLanguage(language: Language): Promise<Customer | null> {
  try {
    return await api.post<Customer>('/api/user/language', { language });
  } catch {
    return null;
  }
}

/**
 * On sign-in: a language picked with the switch in this tab goes to the profile; otherwise the
 * profile's language applies (and is kept in this browser). Answers the customer to keep.
 */
export async function adoptProfileLanguage(customer: Customer): Promise<Customer> {
  const profile = profileLanguage(customer);
  if (!profile) return customer;
  if (languageChosenThisVisit()) {
    const chosen = currentLanguage();
    if (chosen === profile) return customer;
    return (await saveProfileLanguage(chosen)) ?? customer;
  }
  await changeLanguage(profile);
  return customer;
}
