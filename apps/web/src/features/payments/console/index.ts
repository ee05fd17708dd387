/** The payments console's screens: only the console shell (features/admin) imports them. */
export { EInvoicesPage } from './components/einvoices-page';
export { InvoicesPage } from './components/invoices-page';
