import type { ReactNode } from 'react';
import type { Faq, ServiceContacts } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClock, IconMegaphone, IconReceipt } from '#ui/icons/common.tsx';
import { IconChevronDown } from '#ui/icons/forms.tsx';
import { IconChevronRight, IconHelpCircle, IconMail, IconMessage, IconPhone, IconQrCode } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface ServiceViewProps {
  /** The page heading (the route's title). */
  title: string;
  contacts?: ServiceContacts | null;
  faq?: readonly Faq[];
  /** A notice of the service desk (the other area's page), plain text. */
  notice?: string | null;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** Self-service shortcuts; a missing address hides its entry. */
  hrefs?: { orderQuery?: string; aibot?: string; announcement?: string };
  onNavigate?: Navigate;
  /** Below the FAQ: a message form, for example. */
  children?: ReactNode;
  /** Under the heading, whatever the state of the rest (the other area's partner log-in). */
  lead?: ReactNode;
}

function ContactRow({ icon, label, children, action }: { icon: ReactNode; label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-fg">
        {icon}
      </span>
      <dt className="w-16 shrink-0 text-sm text-fg-muted">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm font-medium break-all text-fg">
        <span className="min-w-0">{children}</span>
        {action}
      </dd>
    </div>
  );
}

function ServiceSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="grid gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 lg:col-span-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton shape="circle" width={36} height={36} />
            <Skeleton width="40%" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5">
        <SkeletonText lines={5} />
      </div>
      <div className="rounded-lg border border-line bg-surface p-5 lg:col-span-3">
        <SkeletonText lines={4} />
      </div>
    </SkeletonGroup>
  );
}

/** Customer service: how to reach a person (QQ, WeChat with its QR code, phone, e-mail, hours), self-service and the FAQ. */
export function ServiceView({
  title,
  contacts,
  faq = [],
  notice,
  loading = false,
  error,
  retrying = false,
  onRetry,
  hrefs = {},
  onNavigate,
  children,
  lead,
}: ServiceViewProps) {
  const t = useT();
  const shortcuts = [
    {
      href: hrefs.orderQuery,
      icon: <IconReceipt size={18} />,
      title: t('public.service.orderQuery'),
      text: t('public.service.orderQueryText'),
    },
    { href: hrefs.aibot, icon: <IconMessage size={18} />, title: t('public.service.aibot'), text: t('public.service.aibotText') },
    {
      href: hrefs.announcement,
      icon: <IconMegaphone size={18} />,
      title: t('public.service.announcement'),
      text: t('public.service.announcementText'),
    },
  ].filter((entry): entry is typeof entry & { href: string } => typeof entry.href === 'string');

  let body;
  if (error && !contacts) {
    body = <ErrorState title={t('public.service.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !contacts) {
    body = <ServiceSkeleton label={t('public.service.loading')} />;
  } else {
    body = (
      <>
        {notice ? (
          <Alert tone="info" title={t('public.service.notice')}>
            {notice}
          </Alert>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-3">
          <Card title={t('public.service.contacts')} className="lg:col-span-2">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <dl className="min-w-0 flex-1 divide-y divide-line">
                <ContactRow
                  icon={<IconMessage size={18} />}
                  label={t('public.service.qq')}
                  action={<CopyButton text={contacts.qq} label={t('public.service.qq')} iconOnly />}
                >
                  {contacts.qq}
                </ContactRow>
                <ContactRow
                  icon={<IconQrCode size={18} />}
                  label={t('public.service.wechat')}
                  action={<CopyButton text={contacts.wechat} label={t('public.service.wechat')} iconOnly />}
                >
                  {contacts.wechat}
                </ContactRow>
                <ContactRow icon={<IconPhone size={18} />} label={t('public.service.phone')}>
                  <a
                    href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}
                    className="focus-ring rounded-xs text-primary-fg hover:underline"
                  >
                    {contacts.phone}
                  </a>
                </ContactRow>
                <ContactRow icon={<IconMail size={18} />} label={t('public.service.email')}>
                  <a href={`mailto:${contacts.email}`} className="focus-ring rounded-xs text-primary-fg hover:underline">
                    {contacts.email}
                  </a>
                </ContactRow>
                <ContactRow icon={<IconClock size={18} />} label={t('public.service.hours')}>
                  <span className="font-normal">{contacts.hours}</span>
                </ContactRow>
              </dl>
              {contacts.wechatQr ? (
                <figure className="flex shrink-0 flex-col items-center gap-2 self-center rounded-lg border border-line bg-surface-muted p-3">
                  <img
                    src={contacts.wechatQr}
                    alt={t('public.service.wechatQr')}
                    width={144}
                    height={144}
                    className="size-36 rounded-sm bg-surface"
                  />
                  <figcaption className="text-xs text-fg-muted">{t('public.service.wechatScan')}</figcaption>
                </figure>
              ) : null}
            </div>
          </Card>
          {shortcuts.length > 0 ? (
            <Card title={t('public.service.selfHelp')} padding="none" className="lg:self-start">
              <ul className="divide-y divide-line">
                {shortcuts.map((entry) => (
                  <li key={entry.href}>
                    <a
                      {...linkProps(entry.href, onNavigate)}
                      className="focus-ring-inset group flex items-center gap-3 px-4 py-3.5 hover:bg-surface-muted sm:px-5"
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-strong text-fg-muted group-hover:text-primary-fg"
                      >
                        {entry.icon}
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="text-sm font-medium text-fg group-hover:text-primary-fg">{entry.title}</span>
                        <span className="text-xs text-fg-muted">{entry.text}</span>
                      </span>
                      <IconChevronRight size={16} className="shrink-0 text-fg-subtle" />
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
        <Card title={t('public.service.faq')} padding="none">
          {faq.length === 0 ? (
            <EmptyState size="sm" title={t('public.service.faqEmpty')} />
          ) : (
            <div className="divide-y divide-line">
              {faq.map((entry) => (
                <details key={entry.id} className="group">
                  <summary className="focus-ring-inset flex cursor-pointer list-none items-center gap-3 px-4 py-3.5 hover:bg-surface-muted sm:px-5 [&::-webkit-details-marker]:hidden">
                    <IconHelpCircle size={18} className="shrink-0 text-primary-fg" />
                    <span className="min-w-0 flex-1 text-sm font-medium text-fg">{entry.question}</span>
                    <IconChevronDown size={16} className="shrink-0 text-fg-subtle transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="px-4 pb-4 pl-11 text-sm leading-relaxed text-fg-muted sm:px-5 sm:pl-12">{entry.answer}</p>
                </details>
              ))}
            </div>
          )}
        </Card>
        {children}
      </>
    );
  }

  return (
    <Page kind="list" frame="storefront">
      <PageHeader icon={<IconHelpCircle size={20} />} title={title} subtitle={t('public.service.subtitle')} />
      {lead}
      <StaleReadAlert error={error} shown={contacts} onRetry={onRetry} retrying={retrying} />
      {body}
    </Page>
  );
}
