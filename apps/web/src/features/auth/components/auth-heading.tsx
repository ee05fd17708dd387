import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/ui/page-meta';
import styles from './auth-form.module.css';

type AuthPage =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'codeFromEmail'
  | 'phoneVerification'
  | 'phoneConfirm'
  | 'newPassword';

/**
 * An account screen's title and description for <head>, and its title and lead line on the
 * page, from the screen's texts in the catalogue.
 */
export function AuthHeading({ page }: { page: AuthPage }) {
  const { t } = useTranslation('auth');
  const title = t(`pages.${page}.title`);
  return (
    <>
      <PageMeta title={title} description={t(`pages.${page}.description`)} />
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>{t(`pages.${page}.lead`)}</p>
    </>
  );
}
