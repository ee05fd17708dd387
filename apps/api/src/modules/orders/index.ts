// The orders module's public face (orders, their videos and moderation): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { customerOrders } from './moderation.service';
export { asSentence, orderNoticeMail } from './order-notices';
export {
  getOwnOrder,
  orderHistory,
  playableVideos,
  recordNewVideo,
  recordOrderEvent,
  requestVideoCheck,
  toOrder,
  videoCheckOf,
  videoUrl,
} from './service';
export { receiveUpload, type ReceivedUpload } from './upload';
