// The orders console's screens, for the console shell (features/admin) only.
export { RejectionsPage } from './components/rejections-page';
export { ModerationPage } from './components/moderation-page';
export { OrderDetailPage } from './components/order-detail-page';
export { OrdersPage } from './components/orders-page';
