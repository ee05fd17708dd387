// The payments console's screens, for the console shell (features/admin) only.
export { InvoicesPage } from './components/invoices-page';
export { EInvoicesPage } from './components/einvoices-page';
