import { z } from 'zod';
import { pageOf, personFields, type Page } from './admin';
import { adminOrderSchema } from './admin-orders';

/** The console's customers. */

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  ...personFields,
  companyName: z.string(),
  phoneNumber: z.string(),
  role: z.enum(['customer', 'operator']),
  confirmed: z.boolean(),
  createdAt: z.string(),
  orderCount: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const pagedCustomersSchema = pageOf(adminCustomerSchema);
export type PagedCustomers = Page<AdminCustomer>;

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  orders: z.array(adminOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
