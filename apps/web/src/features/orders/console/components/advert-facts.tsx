import { advertCategories, type Advert } from '@screenspot/contracts/compliance';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../../lib/content-language';

/** The advert's brand, category and prior approval as `<dt>/<dd>` pairs of a facts list. */
export function AdvertFacts({ advert }: { advert: Advert | null }) {
  const { t } = useTranslation('admin');
  const language = useContentLanguage();
  if (!advert) {
    return (
      <>
        <dt>{t('compliance.advert')}</dt>
        <dd>{t('compliance.notStated')}</dd>
      </>
    );
  }
  const category = (advertCategories as Record<string, { en: string; ar: string }>)[
    advert.category
  ];
  return (
    <>
      <dt>{t('compliance.brand')}</dt>
      <dd>
        <bdi>{advert.brand}</bdi>
      </dd>
      <dt>{t('compliance.category')}</dt>
      <dd>{category ? category[language] : advert.category}</dd>
      {advert.approvalAuthority ? (
        <>
          <dt>{t('compliance.approval', { authority: advert.approvalAuthority })}</dt>
          <dd className="ltr" data-testid="approval-ref">
            {advert.approvalRef ?? '—'}
          </dd>
        </>
      ) : null}
    </>
  );
}
