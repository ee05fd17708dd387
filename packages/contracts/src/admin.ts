import { z } from 'zod';
import { parseScreenSize } from './billboard';
import { messages } from './messages';
import { orderStatus, type OrderStatusCode } from './order-status';
import { recordIdSchema } from './record-id';

/** Schemas of the operator console's API under /api/admin (operators only). */

const requiredText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, `At most ${max} characters`);

const optionalSearch = z
  .string()
  .max(200)
  .optional()
  .transform((value) => value?.trim() || undefined);

const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'Must be a whole number')
  .optional()
  .transform((value) => (value === undefined ? 0 : Number(value)));

const sizeSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'Must be between 1 and 100')
  .optional()
  .transform((value) => (value === undefined ? 25 : Number(value)))
  .refine((value) => value >= 1 && value <= 100, 'Must be between 1 and 100');

const statusCodes = Object.values(orderStatus) as OrderStatusCode[];
const statusCodeSchema = z
  .union([z.number(), z.string().trim()], { error: 'Unknown status' })
  .pipe(z.coerce.number<string | number>({ error: 'Unknown status' }))
  .refine((value): value is OrderStatusCode => statusCodes.includes(value as OrderStatusCode), {
    message: 'Unknown status',
  })
  .transform((value) => value as OrderStatusCode);

export const pagedQuerySchema = z.object({ q: optionalSearch, page: pageSchema, size: sizeSchema });

/** GET /api/admin/me */
export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** GET /api/admin/summary: the counts the console's navigation shows. */
export const adminSummarySchema = z.object({
  underReview: z.number().int(),
  openContactRequests: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusCode: z.number().int(),
  statusMessage: z.string(),
  statusReason: z.string().nullable(),
  /** Price per spot in dollars when the order was made. */
  price: z.number(),
  video: z.object({
    contentType: z.string(),
    bytes: z.number().int(),
    durationSeconds: z.number(),
    fileName: z.string().nullable(),
  }),
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    companyName: z.string(),
  }),
  screen: z.object({
    id: z.number().int(),
    billboardName: z.string(),
    location: z.string(),
    size: z.string(),
    mediaType: z.string(),
    /** The screen's maximum video length in seconds. */
    duration: z.number().int(),
  }),
  /** The booked schedule (Asia/Dubai dates) and frozen price; null for an unscheduled order. */
  schedule: z
    .object({
      startDate: z.string(),
      endDate: z.string(),
      dayparts: z.array(z.string()),
      spotsPerLoop: z.number().int(),
      totalCents: z.number().int(),
      vatCents: z.number().int(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  changedBy: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/admin/orders/:id: the order, its history and the statuses it may move to. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  nextStatuses: z.array(z.number().int()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const ordersQuerySchema = pagedQuerySchema.extend({
  status: z
    .union([z.literal(''), statusCodeSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const pagedOrdersSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PagedOrders = z.infer<typeof pagedOrdersSchema>;

export const rejectReasonMaxLength = 1000;

/** POST /api/admin/orders/:id/reject: the customer reads the reason, so it is required. */
export const rejectOrderSchema = z.object({ reason: requiredText(rejectReasonMaxLength) });
export type RejectOrderInput = z.input<typeof rejectOrderSchema>;

/** POST /api/admin/orders/:id/status: any allowed move; a rejection needs its reason. */
export const changeOrderStatusSchema = z
  .object({
    status: statusCodeSchema,
    reason: z
      .string()
      .trim()
      .max(rejectReasonMaxLength, `At most ${rejectReasonMaxLength} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((input) => input.status !== orderStatus.rejected || input.reason, {
    path: ['reason'],
    message: messages.required,
  });
export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>;

const numberField = (label: string, min: number, max: number, integer = false) => {
  const base = z.coerce.number({ error: `${label} must be a number` });
  return (integer ? base.int(`${label} must be a whole number`) : base)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
};

/** POST /api/admin/screens and PUT /api/admin/screens/:id; the console's screen form. */
export const screenInputSchema = z.object({
  billboardName: requiredText(120),
  location: requiredText(200),
  latitude: numberField('Latitude', -90, 90),
  longitude: numberField('Longitude', -180, 180),
  /** Starting price per spot in dollars, whole cents. */
  price: numberField('Price', 1, 1_000_000).refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Price can have at most two decimals',
  ),
  title: requiredText(200),
  description: requiredText(2000),
  screens: numberField('Screens', 1, 100, true),
  size: requiredText(20).refine(
    (value) => parseScreenSize(value) !== null,
    'Size must look like 1920x1080',
  ),
  mediaType: requiredText(80),
  duration: numberField('Duration', 1, 600, true),
  loopSlots: numberField('Spots in the loop', 1, 1000, true),
  categoryId: z
    .union([z.literal(''), z.null(), recordIdSchema])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type ScreenInput = z.input<typeof screenInputSchema>;
export type ScreenValues = z.output<typeof screenInputSchema>;

export const adminScreenSchema = z.object({
  id: z.number().int(),
  billboardName: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number(),
  title: z.string(),
  description: z.string(),
  screens: z.number().int(),
  size: z.string(),
  mediaType: z.string(),
  duration: z.number().int(),
  loopSlots: z.number().int(),
  categoryId: z.number().int().nullable(),
  /** The image's ETag, null when the screen has none. */
  imageEtag: z.string().nullable(),
  openOrders: z.number().int(),
  updatedAt: z.string(),
});
export type AdminScreen = z.infer<typeof adminScreenSchema>;

/** Screen and content images: what the console accepts, judged by the file's bytes. */
export const imageUpload = {
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  maxBytes: 5 * 1024 * 1024,
  accept: 'image/jpeg,image/png,image/webp',
};

export const imageUploadedSchema = z.object({ etag: z.string() });

export const segmentInputSchema = z.object({ value: requiredText(80) });
export type SegmentInput = z.input<typeof segmentInputSchema>;

export const adminSegmentSchema = z.object({
  categoryId: z.number().int(),
  value: z.string(),
  screenCount: z.number().int(),
});
export type AdminSegment = z.infer<typeof adminSegmentSchema>;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  role: z.enum(['customer', 'operator']),
  confirmed: z.boolean(),
  createdAt: z.string(),
  orderCount: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const pagedCustomersSchema = z.object({
  items: z.array(adminCustomerSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PagedCustomers = z.infer<typeof pagedCustomersSchema>;

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  orders: z.array(adminOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const contactFilterSchema = z.object({
  handled: z.enum(['open', 'handled', 'all']).default('open'),
});
export type ContactFilter = z.infer<typeof contactFilterSchema>['handled'];

export const adminContactRequestSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactRequest = z.infer<typeof adminContactRequestSchema>;

export const setHandledSchema = z.object({
  handled: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
    .transform((value) => value === true || value === 'true'),
});
export type SetHandledInput = z.input<typeof setHandledSchema>;

/** The content service's collections the console edits, with the names operators see. */
export const contentCollections = [
  { id: 'advantages', label: 'Advantages' },
  { id: 'displays', label: 'Display features' },
  { id: 'whatisleds', label: 'What is' },
  { id: 'ai-drivens', label: 'AI promo' },
  { id: 'howtouses', label: 'How to use' },
  { id: 'contacts', label: 'Contacts' },
] as const;
export type ContentCollection = (typeof contentCollections)[number]['id'];

/** One editable value of an entry: its path in the attributes (a.b.c) and its text. */
export const contentFieldSchema = z.object({
  path: z.string(),
  value: z.string(),
  kind: z.enum(['text', 'longText', 'image']),
});
export type ContentField = z.infer<typeof contentFieldSchema>;

export const adminContentEntrySchema = z.object({
  id: z.number().int(),
  collection: z.string(),
  position: z.number().int(),
  fields: z.array(contentFieldSchema),
  updatedAt: z.string(),
});
export type AdminContentEntry = z.infer<typeof adminContentEntrySchema>;

export const contentQuerySchema = z.object({
  collection: z.enum(
    contentCollections.map((c) => c.id) as [ContentCollection, ...ContentCollection[]],
    {
      error: 'Unknown collection',
    },
  ),
});

export const contentValueMaxLength = 10_000;

/** PATCH /api/admin/content/:id: new texts for existing paths only. */
export const updateContentSchema = z.object({
  values: z
    .record(
      z.string().min(1).max(200),
      z.string().max(contentValueMaxLength, `At most ${contentValueMaxLength} characters`),
    )
    .refine((values) => Object.keys(values).length > 0, 'Nothing to change'),
});
export type UpdateContentInput = z.input<typeof updateContentSchema>;

export const contentMediaSchema = z.object({ id: z.number().int(), url: z.string() });
export type ContentMedia = z.infer<typeof contentMediaSchema>;

export const mediaQuerySchema = z.object({
  fileName: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || 'image'),
});
