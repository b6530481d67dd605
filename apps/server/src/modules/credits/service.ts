// The quote credits' rules other areas use (issue 50 item 1).
// a confirmed top-up order's credits (orders area), in the confirmation's transaction
export { grantTopUp } from './ledger';
