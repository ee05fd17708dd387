/** The account console's screens: only the console shell (features/admin) imports them. */
export { CustomerDetailPage } from './components/customer-detail-page';
export { CustomersPage } from './components/customers-page';
