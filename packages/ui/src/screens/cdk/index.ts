// The card-key (cdk) area (catalogue part `cdk`): a short link's landing, redeeming a key
// into an account, and a key's redemptions.
export { CDK_STATUS_TONE, type CdkRedeemRequest, type CdkStatus, type ShownRedemption } from './CdkParts.tsx';
export * from './CdkViews.tsx';
