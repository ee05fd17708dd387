// The payments module's public face (invoices, payments, refunds and credit notes): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { refundCreditNote, type IssuedCreditNote } from './credit-notes';
export { issueDeliveryCredit } from './delivery-credits';
export { cancelPaidCampaign } from './refunds';
export {
  afterScheduleDifference,
  orderUnderPayment,
  refuseWhileDifferenceOpen,
  settleScheduleDifference,
} from './schedule-difference';
export { paymentDeps, type PaymentDeps } from './service';
export { taxCreditNote, taxInvoice, type TaxDocument, type Viewer } from './tax-documents';
