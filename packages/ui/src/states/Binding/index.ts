export { BrandIcon, type SocialProvider } from './BrandIcons.tsx';
export { ContactBindingPanel, type CodeSent, type ContactBindingPanelProps, type ContactKind } from './ContactBindingPanel.tsx';
export { OpenApiPanel, type OpenApiPanelProps, type OpenApiState } from './OpenApiPanel.tsx';
export { ActionDialog, SecurityItem, type ActionDialogProps, type SecurityItemProps } from './parts.tsx';
export {
  checkCode,
  checkEmail,
  checkLoginPassword,
  checkMobile,
  checkNewSalePassword,
  checkSalePassword,
  maskContact,
  weakSalePassword,
} from './rules.ts';
export { SalePasswordPanel, type SalePasswordPanelProps, type SalePasswordState } from './SalePasswordPanel.tsx';
export { SocialBindingPanel, type BindingQr, type BindingState, type SocialBindingPanelProps } from './SocialBindingPanel.tsx';
