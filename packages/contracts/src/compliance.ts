/**
 * What an advert is, and the rules it meets in Dubai (decision record 0047): the advert's category
 * from a fixed list (the IAB content taxonomy's top level, plus the UAE's banned and
 * prior-approval classes), the codes a rejection gives with their English and Arabic explanations,
 * and the category rules an operator sets per screen.
 */
import { z } from 'zod';
import { advertCategorySchema } from './advert';
import { advertCategoryIds } from './advert-categories';

export { advertCategorySchema, advertSchema, type Advert } from './advert';
export {
  advertCategories,
  advertCategoryIds,
  approvalAuthority,
  bookableCategoryIds,
  categoryLabel,
  type AdvertCategory,
  type CategoryClass,
} from './advert-categories';

export const advertLimits = { brandMax: 120, approvalRefMax: 60 } as const;

/**
 * The advert of a booking: the advertiser's brand (free text) and its category; a prior-approval
 * category carries the approval's reference. Optional on the wire for older API clients; the web
 * form always sends it. Banned categories pass this schema and are refused by the booking with the
 * rule named (422), so the answer says why.
 */
export const advertFieldsSchema = z.object({
  brand: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(advertLimits.brandMax, `Must be at most ${advertLimits.brandMax} characters`),
  category: advertCategorySchema,
  approvalRef: z
    .string()
    .trim()
    .max(advertLimits.approvalRefMax, `Must be at most ${advertLimits.approvalRefMax} characters`)
    .optional()
    .transform((value) => value || undefined),
});
export type AdvertFields = z.output<typeof advertFieldsSchema>;

/** The English texts of the category refusals (the API translates them by their text). */
export const categoryMessages = {
  banned: 'Adverts in this category are banned from outdoor advertising in the UAE (rule CAT-BAN).',
  priorApproval:
    'Adverts in this category need a prior approval: give its reference number (rule CAT-PRIOR).',
  blocked: "This screen's owner does not accept adverts in this category (rule CAT-BLOCKED).",
  exclusive:
    "This screen's owner allows one brand per category in a loop, and another brand of this category is booked in these dayparts (rule CAT-EXCLUSIVE).",
  separation:
    'These dayparts already hold so many adverts of this category that two would play back to back; choose fewer spots or other dayparts (rule COMPETITOR-SEP).',
} as const;

/** The rule codes a booking refusal names (`rule` in the error answer). */
export const bookingRuleCodes = [
  'CAT-BAN',
  'CAT-PRIOR',
  'CAT-BLOCKED',
  'CAT-EXCLUSIVE',
  'COMPETITOR-SEP',
] as const;

// ---------------------------------------------------------------------------------------------
// Rejection reason codes

type ReasonEntry = { en: string; ar: string; title: { en: string; ar: string } };

export const reasonCodes = {
  'LEG-PERMIT': {
    title: { en: 'Advertising permit missing', ar: 'تصريح الإعلان غير موجود' },
    en: 'Outdoor adverts in Dubai need an advertising content permit. Add a valid permit for this advert and send it again.',
    ar: 'تحتاج الإعلانات الخارجية في دبي إلى تصريح لمحتوى الإعلان. أضف تصريحاً سارياً لهذا الإعلان ثم أرسله مرة أخرى.',
  },
  'LEG-PERMIT-EXPIRY': {
    title: { en: 'Permit expires before the flight ends', ar: 'ينتهي التصريح قبل نهاية الحملة' },
    en: 'The advertising permit ends before some of the booked days. Renew the permit or shorten the flight.',
    ar: 'ينتهي تصريح الإعلان قبل بعض الأيام المحجوزة. جدّد التصريح أو اختصر مدة الحملة.',
  },
  'LANG-AR': {
    title: { en: 'Arabic text needed', ar: 'النص العربي مطلوب' },
    en: 'Adverts in Dubai must carry their text in Arabic as well. Add the Arabic text to the video.',
    ar: 'يجب أن تتضمن الإعلانات في دبي نصها باللغة العربية أيضاً. أضف النص العربي إلى الفيديو.',
  },
  'CAT-BAN': {
    title: { en: 'Banned product or service', ar: 'منتج أو خدمة محظورة' },
    en: 'This product or service may not be advertised in the UAE (for example alcohol, tobacco and vaping, narcotics or gambling).',
    ar: 'لا يجوز الإعلان عن هذا المنتج أو هذه الخدمة في الإمارات (مثل المشروبات الكحولية أو التبغ والسجائر الإلكترونية أو المواد المخدرة أو المقامرة).',
  },
  'CAT-PRIOR': {
    title: { en: 'Prior approval missing', ar: 'الموافقة المسبقة غير موجودة' },
    en: 'Health, education and real-estate adverts need a prior approval (DHA, KHDA or RERA). Give a valid approval reference.',
    ar: 'تحتاج إعلانات الصحة والتعليم والعقارات إلى موافقة مسبقة (هيئة الصحة بدبي أو هيئة المعرفة والتنمية البشرية أو مؤسسة التنظيم العقاري). قدّم رقم موافقة سارياً.',
  },
  'STD-RELIGION': {
    title: { en: 'Respect for religion', ar: 'احترام الأديان' },
    en: 'The advert must respect Islam and other religions, as the UAE media content standards require.',
    ar: 'يجب أن يحترم الإعلان الدين الإسلامي وسائر الأديان وفق معايير المحتوى الإعلامي في الدولة.',
  },
  'STD-STATE': {
    title: { en: 'Respect for the state', ar: 'احترام الدولة' },
    en: 'The advert must respect the UAE, its leaders, symbols and institutions.',
    ar: 'يجب أن يحترم الإعلان دولة الإمارات وقادتها ورموزها ومؤسساتها.',
  },
  'STD-FOREIGN': {
    title: { en: 'Relations with other countries', ar: 'العلاقات مع الدول الأخرى' },
    en: "The advert must not harm the UAE's relations with other countries or offend their peoples.",
    ar: 'يجب ألا يسيء الإعلان إلى علاقات الدولة مع الدول الأخرى أو إلى شعوبها.',
  },
  'STD-UNITY': {
    title: { en: 'National unity and social cohesion', ar: 'الوحدة الوطنية والتماسك الاجتماعي' },
    en: 'The advert must not stir division, hatred or discrimination in society.',
    ar: 'يجب ألا يثير الإعلان الفرقة أو الكراهية أو التمييز في المجتمع.',
  },
  'STD-DECENCY': {
    title: { en: 'Public decency', ar: 'الآداب العامة' },
    en: 'The advert must respect public decency: clothing, gestures and images suitable for all audiences.',
    ar: 'يجب أن يراعي الإعلان الآداب العامة من لباس وإيماءات وصور مناسبة لجميع الجماهير.',
  },
  'STD-MISLEADING': {
    title: { en: 'Misleading claims', ar: 'ادعاءات مضللة' },
    en: 'The advert makes claims that may mislead (prices, offers, results). Make them accurate and verifiable.',
    ar: 'يتضمن الإعلان ادعاءات قد تكون مضللة (أسعار أو عروض أو نتائج). اجعلها دقيقة وقابلة للتحقق.',
  },
  'STD-PRIVACY': {
    title: { en: 'Privacy', ar: 'الخصوصية' },
    en: 'The advert shows people or personal data without their consent.',
    ar: 'يعرض الإعلان أشخاصاً أو بيانات شخصية دون موافقتهم.',
  },
  'ID-ADVERTISER': {
    title: { en: 'Advertiser not identified', ar: 'المعلن غير محدد' },
    en: 'The advert must make clear who the advertiser is (brand or company name).',
    ar: 'يجب أن يوضح الإعلان هوية المعلن (اسم العلامة التجارية أو الشركة).',
  },
  'ROAD-SAFETY': {
    title: { en: 'Road safety', ar: 'السلامة على الطرق' },
    en: 'The advert could distract drivers (flashing, fast cuts, road-sign look-alikes). Calm the motion and avoid traffic symbols.',
    ar: 'قد يشتت الإعلان انتباه السائقين (وميض أو تقطيع سريع أو ما يشبه إشارات المرور). خفّف الحركة وتجنّب رموز المرور.',
  },
  'IP-RIGHTS': {
    title: { en: 'Intellectual property', ar: 'الملكية الفكرية' },
    en: 'The advert uses marks, music or images that the advertiser has not shown it may use.',
    ar: 'يستخدم الإعلان علامات أو موسيقى أو صوراً لم يثبت المعلن حقه في استخدامها.',
  },
  'TECH-SPEC': {
    title: { en: 'Technical specification', ar: 'المواصفات الفنية' },
    en: "The video does not meet the screen's technical specification (size, length, format or legibility).",
    ar: 'لا يطابق الفيديو المواصفات الفنية للشاشة (المقاس أو المدة أو الصيغة أو وضوح القراءة).',
  },
  'COMPETITOR-SEP': {
    title: { en: 'Competitive separation', ar: 'الفصل بين المنافسين' },
    en: "The screen's loop cannot keep this advert apart from a competing advert of the same category.",
    ar: 'لا تسمح دورة عرض الشاشة بالفصل بين هذا الإعلان وإعلان منافس من الفئة نفسها.',
  },
  'OWNER-POLICY': {
    title: { en: "Screen owner's policy", ar: 'سياسة مالك الشاشة' },
    en: "The screen's owner does not accept this advert under its own policy; the note below explains why.",
    ar: 'لا يقبل مالك الشاشة هذا الإعلان وفق سياسته الخاصة، وتوضح الملاحظة أدناه السبب.',
  },
} as const satisfies Record<string, ReasonEntry>;

export type ReasonCode = keyof typeof reasonCodes;
export const reasonCodeIds = Object.keys(reasonCodes) as ReasonCode[];
export const reasonCodeSchema = z.enum(reasonCodeIds as [ReasonCode, ...ReasonCode[]], {
  error: 'Choose a reason from the list',
});

/** Codes whose explanation needs the operator's own words. */
export const reasonCodesNeedingText: readonly ReasonCode[] = ['OWNER-POLICY'];

/** The explanation of a code in a language; null for no or an unknown code. */
export function reasonExplanation(
  code: string | null | undefined,
  language: 'en' | 'ar',
): { title: string; text: string } | null {
  const entry = code ? (reasonCodes as Record<string, ReasonEntry>)[code] : undefined;
  return entry ? { title: entry.title[language], text: entry[language] } : null;
}

/** GET /api/admin/reports/rejections: rejections by code per month (Asia/Dubai months). */
export const rejectionReportSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      counts: z.array(z.object({ code: z.string(), count: z.number().int() })),
      total: z.number().int(),
    }),
  ),
});
export type RejectionReport = z.infer<typeof rejectionReportSchema>;

// ---------------------------------------------------------------------------------------------
// Category rules per screen

export const screenCategoryRulesSchema = z.object({
  /** Categories the owner refuses on this screen (e.g. no banking on a bank's own facade). */
  blockedCategories: z.array(advertCategorySchema).max(advertCategoryIds.length),
  /** Categories in which one brand only may play in a loop. */
  exclusiveCategories: z.array(advertCategorySchema).max(advertCategoryIds.length),
});
export type ScreenCategoryRules = z.infer<typeof screenCategoryRulesSchema>;
