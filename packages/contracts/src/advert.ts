/** The schemas of an advert's category and of the advert an order shows (decision 0047). */
import { z } from 'zod';
import { advertCategoryIds, type AdvertCategory } from './advert-categories';

export const advertCategorySchema = z.enum(
  advertCategoryIds as [AdvertCategory, ...AdvertCategory[]],
  {
    error: 'Choose a category from the list',
  },
);

/** The advert as an order shows it to its customer and to the console. */
export const advertSchema = z.object({
  brand: z.string(),
  category: z.string(),
  approvalRef: z.string().nullable(),
  /** RERA, DHA or KHDA when the category needs a prior approval. */
  approvalAuthority: z.string().nullable(),
});
export type Advert = z.infer<typeof advertSchema>;
