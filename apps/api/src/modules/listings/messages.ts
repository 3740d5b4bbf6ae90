// The listings module's own texts (the answers the screens also read are the contract's, contract/listings.ts).

/** A review's rejection needs its reason (the merchant reads it under 审核不通过). */
export const MSG_REJECT_REASON_REQUIRED = '请填写审核不通过的原因';
