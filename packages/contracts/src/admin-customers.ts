import { z } from 'zod';
import { adminOrderSchema } from './admin-orders';

/** The console's customers. */

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
