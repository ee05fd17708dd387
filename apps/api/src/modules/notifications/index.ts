// The notifications module's public face (notices and their mails): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { asSentence, type OrderEventDetails } from './catalogue';
export {
  noticeDeps,
  notifyCustomer,
  notifyOrderEvent,
  sendPendingMails,
  tellCustomer,
} from './service';
export { defineNotice, type Reader, type Said, type Words } from './templates';
