export { AccountSecurityView, SOCIAL_PROVIDERS, type AccountSecurityViewProps, type SocialProviderKey } from './AccountSecurityView.tsx';
export {
  LoginNameItem,
  LoginPasswordItem,
  ProfileItem,
  checkLoginName,
  checkNickname,
  checkQq,
  type LoginNameItemProps,
  type LoginPasswordItemProps,
  type ProfileItemProps,
  type ProfileValues,
} from './AccountForms.tsx';
