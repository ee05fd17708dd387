// The reports module's public face (delivery reports): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { campaignReport, dailyDelivery } from './service';
