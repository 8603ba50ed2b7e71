import type { ReactNode } from 'react';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconShield } from '#ui/icons/index.tsx';
import { PageSkeleton } from '#ui/states/PageState/PageState.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { ContactBindingPanel, type ContactBindingPanelProps } from '#ui/states/Binding/ContactBindingPanel.tsx';
import { OpenApiPanel, type OpenApiPanelProps } from '#ui/states/Binding/OpenApiPanel.tsx';
import { SalePasswordPanel, type SalePasswordPanelProps } from '#ui/states/Binding/SalePasswordPanel.tsx';
import { SocialBindingPanel, type SocialBindingPanelProps } from '#ui/states/Binding/SocialBindingPanel.tsx';
import {
  LoginNameItem,
  LoginPasswordItem,
  ProfileItem,
  type LoginNameItemProps,
  type LoginPasswordItemProps,
  type ProfileItemProps,
} from './AccountForms.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type SocialProviderKey = 'weixin' | 'qq' | 'mp' | 'wc';
export const SOCIAL_PROVIDERS: readonly SocialProviderKey[] = ['weixin', 'qq', 'mp', 'wc'];

export interface AccountSecurityViewProps {
  /** The account is being read for the first time. */
  loading?: boolean;
  /** It could not be read. */
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  profile: ProfileItemProps;
  loginName: LoginNameItemProps;
  loginPassword: LoginPasswordItemProps;
  salePassword: SalePasswordPanelProps;
  social: Record<SocialProviderKey, Omit<SocialBindingPanelProps, 'provider'>>;
  contact: Record<'mobile' | 'email', Omit<ContactBindingPanelProps, 'kind'>>;
  openApi: OpenApiPanelProps;
}

function Section({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

/**
 * Account security (/inside/inter/myaccount): profile, login name and password, the sale password,
 * every binding (Weixin, QQ, mini-program, public account, mobile, e-mail) and the open API (R4.13).
 */
export function AccountSecurityView({
  loading = false,
  error,
  retrying = false,
  onRetry,
  profile,
  loginName,
  loginPassword,
  salePassword,
  social,
  contact,
  openApi,
}: AccountSecurityViewProps) {
  const t = useT();
  const header = (
    <PageHeader icon={<IconShield size={20} />} title={t('route.inside.inter.myaccount')} subtitle={t('account.security.subtitle')} />
  );
  if (error && !profile.profile) {
    return (
      <Page kind="form">
        {header}
        <ErrorState title={t('account.security.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
      </Page>
    );
  }
  if (loading || !profile.profile) {
    return (
      <Page kind="form">
        {header}
        <PageSkeleton variant="form" label={t('account.security.loading')} />
      </Page>
    );
  }
  return (
    <Page kind="form">
      {header}
      <StaleReadAlert error={error} shown={profile.profile} onRetry={onRetry} retrying={retrying} />
      <Section title={t('account.security.section.profile')}>
        <ProfileItem {...profile} />
      </Section>
      <Section title={t('account.security.section.login')} description={t('account.security.section.loginText')}>
        <LoginNameItem {...loginName} />
        <LoginPasswordItem {...loginPassword} />
        <SalePasswordPanel {...salePassword} />
      </Section>
      <Section title={t('account.security.section.bindings')} description={t('account.security.section.bindingsText')}>
        <ContactBindingPanel kind="mobile" {...contact.mobile} />
        <ContactBindingPanel kind="email" {...contact.email} />
        {SOCIAL_PROVIDERS.map((provider) => (
          <SocialBindingPanel key={provider} provider={provider} {...social[provider]} />
        ))}
      </Section>
      <Section title={t('account.security.section.openApi')} description={t('account.security.section.openApiText')}>
        <OpenApiPanel {...openApi} />
      </Section>
    </Page>
  );
}
