// The compliance module's public face (what an advert is, category rules, reason codes): the only
// file of it other modules import. The module-boundary lint rule (decision 0013) refuses the rest.
export {
  advertOfRow,
  advertsByOrder,
  checkAdvertClass,
  checkScreenRules,
  recordAdvert,
} from './service';
export { permitCoverage } from './permits.service';
