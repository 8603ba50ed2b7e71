import type { AdminInfo } from '@shop/session/contract';
import { Card } from '#ui/components/Card/Card.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconChevronRight } from '#ui/icons/index.tsx';
import { AccountMenu } from '#ui/shell/AccountMenu.tsx';
import { renderShellIcon, type ShellIcon } from '#ui/shell/menuIcons.tsx';
import { linkProps, TextLink, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';

/** One function of the admin area the admin's access list allows (the app decides which, R6.2). */
export interface AdminEntry {
  key: string;
  title: string;
  description: string;
  href: string;
  icon?: ShellIcon;
  /** What the admin may do there (publish, draft only …). */
  tags?: readonly { label: string; tone?: Tone }[];
}

export interface AdminHomeViewProps {
  /** The site's name, for the top bar. */
  siteName: string;
  /** The admin area's prefix (`shopadmin`). */
  adminPath: string;
  /** Who is logged in (absent while it loads or when it could not be read). */
  admin?: AdminInfo | null;
  entries: readonly AdminEntry[];
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** Log out (asked first); a promise keeps the question busy until it settles. */
  onLogout: () => unknown;
  onNavigate?: Navigate;
}

function HomeSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton height={136} className="rounded-lg" />
        <Skeleton height={136} className="rounded-lg" />
      </div>
      <div className="rounded-lg border border-line bg-surface p-5">
        <SkeletonText lines={4} />
      </div>
    </SkeletonGroup>
  );
}

/**
 * The admin area's index (`/{adminPath}/index`, where code -1 leads, R2.6): who is logged in, the
 * functions their access list allows, log-out. A page of its own, like the decoration editor.
 */
export function AdminHomeView({
  siteName,
  adminPath,
  admin,
  entries,
  error,
  retrying = false,
  onRetry,
  onLogout,
  onNavigate,
}: AdminHomeViewProps) {
  const t = useT();
  let body;
  if (admin) {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="admin-entries" className="flex min-w-0 flex-col gap-3">
          <h2 id="admin-entries" className="text-base font-semibold text-fg">
            {t('admin.home.entries')}
          </h2>
          {entries.length === 0 ? (
            <Card>
              <EmptyState title={t('admin.home.emptyTitle')} description={t('admin.home.emptyText')} />
            </Card>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {entries.map((entry) => (
                <li key={entry.key} className="min-w-0">
                  <a
                    {...linkProps(entry.href, onNavigate)}
                    className="focus-ring group flex h-full flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs transition-shadow hover:shadow-md sm:p-5"
                  >
                    <span className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-fg"
                      >
                        {renderShellIcon(entry.icon ?? 'settings', 20)}
                      </span>
                      <span className="min-w-0 flex-1 text-base font-semibold text-fg group-hover:text-primary-fg">{entry.title}</span>
                      <IconChevronRight size={18} className="shrink-0 text-fg-subtle" />
                    </span>
                    <span className="text-sm text-fg-muted">{entry.description}</span>
                    {entry.tags?.length ? (
                      <span className="flex flex-wrap gap-1.5">
                        {entry.tags.map((tag) => (
                          <Tag key={tag.label} size="sm" tone={tag.tone ?? 'neutral'}>
                            {tag.label}
                          </Tag>
                        ))}
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Card title={t('admin.home.account')}>
          <DescriptionList
            columns={1}
            labelWidth="4.5rem"
            items={[
              { key: 'name', label: t('admin.home.name'), value: admin.name },
              { key: 'username', label: t('admin.home.username'), value: admin.username },
              {
                key: 'roles',
                label: t('admin.home.roles'),
                value:
                  admin.verifyRole === '0' ? (
                    <Tag tone="warning">{t('admin.home.allRoles')}</Tag>
                  ) : (
                    <span className="flex flex-wrap gap-1.5">
                      {admin.roleIds.map((id) => (
                        <Tag key={id} tone="primary">
                          {t('admin.home.role', { id })}
                        </Tag>
                      ))}
                    </span>
                  ),
              },
              {
                key: 'access',
                label: t('admin.home.access'),
                value: admin.access.length ? (
                  <span className="flex flex-wrap gap-1">
                    {admin.access.map((entry) => (
                      <code key={entry} className="rounded-xs bg-surface-strong px-1.5 py-0.5 text-xs text-fg-muted">
                        {entry}
                      </code>
                    ))}
                  </span>
                ) : null,
              },
            ]}
          />
        </Card>
      </div>
    );
  } else if (error) {
    body = <ErrorState title={t('admin.home.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else {
    body = <HomeSkeleton label={t('admin.home.loading')} />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <div className="flex h-14 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-fg-on-solid"
        >
          {[...siteName][0]}
        </span>
        <span className="min-w-0 flex-1 truncate text-base font-semibold text-fg">{t('admin.home.brand', { name: siteName })}</span>
        <TextLink href="/" onNavigate={onNavigate} className="shrink-0 text-sm">
          {t('admin.home.viewSite')}
        </TextLink>
        {admin ? <AccountMenu user={{ name: admin.name, description: admin.username }} onLogout={onLogout} className="shrink-0" /> : null}
      </div>
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
        <div>
          <h1 className="text-xl font-semibold text-fg sm:text-2xl">{t('route.admin.index')}</h1>
          <p className="mt-1 text-sm text-fg-muted">
            {admin ? t('admin.home.welcome', { name: admin.name, path: adminPath }) : t('admin.home.subtitle', { path: adminPath })}
          </p>
        </div>
        {admin ? <StaleReadAlert error={error} shown={admin} onRetry={onRetry} retrying={retrying} /> : null}
        {body}
      </main>
    </div>
  );
}
