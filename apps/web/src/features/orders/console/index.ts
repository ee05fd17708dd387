/** The orders console's screens: only the console shell (features/admin) imports them. */
export { ModerationPage } from './components/moderation-page';
export { OrderDetailPage } from './components/order-detail-page';
export { OrdersPage } from './components/orders-page';
export { RejectionsPage } from './components/rejections-page';
