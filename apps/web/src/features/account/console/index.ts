// The account console's screens, for the console shell (features/admin) only.
export { CustomerDetailPage } from './components/customer-detail-page';
export { CustomersPage } from './components/customers-page';
