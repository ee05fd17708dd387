import { useTranslation } from 'react-i18next';

/** Each route's own title and description (React hoists them into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle', { title })}</title>
      <meta name="description" content={description} />
    </>
  );
}
