export { endOrderUnpaid, type CancelReason } from './end-order';
export { returnStock } from './return-stock';
