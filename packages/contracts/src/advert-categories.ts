/**
 * The fixed list of advert categories (decision 0047): the IAB content taxonomy's top level, plus
 * the UAE's banned and prior-approval classes, each named in English and Arabic. Plain data, so
 * the finder can offer them without the rest of the compliance rules.
 */

export type CategoryClass = 'open' | 'banned' | 'prior-approval';

type CategoryEntry = {
  en: string;
  ar: string;
  class: CategoryClass;
  /** The authority whose prior approval a prior-approval class needs. */
  authority?: 'RERA' | 'DHA' | 'KHDA';
};

export const advertCategories = {
  automotive: { en: 'Automotive', ar: 'السيارات', class: 'open' },
  'real-estate': { en: 'Real estate', ar: 'العقارات', class: 'prior-approval', authority: 'RERA' },
  'banking-finance': { en: 'Banking and finance', ar: 'البنوك والتمويل', class: 'open' },
  insurance: { en: 'Insurance', ar: 'التأمين', class: 'open' },
  telecom: { en: 'Telecom', ar: 'الاتصالات', class: 'open' },
  'food-beverage': { en: 'Food and beverage', ar: 'الأطعمة والمشروبات', class: 'open' },
  retail: { en: 'Retail', ar: 'التجزئة', class: 'open' },
  'fashion-beauty': { en: 'Fashion and beauty', ar: 'الأزياء والتجميل', class: 'open' },
  'travel-hospitality': { en: 'Travel and hospitality', ar: 'السفر والضيافة', class: 'open' },
  health: {
    en: 'Health and medical',
    ar: 'الصحة والطب',
    class: 'prior-approval',
    authority: 'DHA',
  },
  education: { en: 'Education', ar: 'التعليم', class: 'prior-approval', authority: 'KHDA' },
  government: {
    en: 'Government and public service',
    ar: 'الحكومة والخدمات العامة',
    class: 'open',
  },
  entertainment: { en: 'Entertainment and events', ar: 'الترفيه والفعاليات', class: 'open' },
  technology: { en: 'Technology and electronics', ar: 'التقنية والإلكترونيات', class: 'open' },
  'sports-fitness': { en: 'Sports and fitness', ar: 'الرياضة واللياقة', class: 'open' },
  'home-garden': { en: 'Home and garden', ar: 'المنزل والحديقة', class: 'open' },
  'business-services': { en: 'Business services', ar: 'خدمات الأعمال', class: 'open' },
  media: { en: 'Media and publishing', ar: 'الإعلام والنشر', class: 'open' },
  charity: { en: 'Charity and non-profit', ar: 'الأعمال الخيرية وغير الربحية', class: 'open' },
  alcohol: { en: 'Alcohol', ar: 'المشروبات الكحولية', class: 'banned' },
  'tobacco-vaping': { en: 'Tobacco and vaping', ar: 'التبغ والسجائر الإلكترونية', class: 'banned' },
  narcotics: { en: 'Narcotics', ar: 'المواد المخدرة', class: 'banned' },
  gambling: { en: 'Gambling', ar: 'المقامرة', class: 'banned' },
} as const satisfies Record<string, CategoryEntry>;

export type AdvertCategory = keyof typeof advertCategories;
export const advertCategoryIds = Object.keys(advertCategories) as AdvertCategory[];

/** The categories an advertiser may choose: every class but the banned ones. */
export const bookableCategoryIds = advertCategoryIds.filter(
  (id) => advertCategories[id].class !== 'banned',
);

export function categoryLabel(id: string, language: 'en' | 'ar'): string {
  const entry = (advertCategories as Record<string, CategoryEntry>)[id];
  return entry ? entry[language] : id;
}

/** The authority a category needs a prior approval from, or null. */
export function approvalAuthority(id: string): 'RERA' | 'DHA' | 'KHDA' | null {
  const entry = (advertCategories as Record<string, CategoryEntry>)[id];
  return entry?.class === 'prior-approval' ? (entry.authority ?? null) : null;
}
