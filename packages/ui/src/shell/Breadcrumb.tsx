import { IconChevronRight } from '../icons/index.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { UiLink } from '../lib/link.tsx';

export interface BreadcrumbItem {
  key: string;
  label: string;
  /** A link to it; the last item (the current page) is never a link. */
  href?: string;
}

/** Where the page sits in the menu: a labelled trail, the current page last (aria-current). */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('ui.shell.breadcrumb')} className={cx('min-w-0', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.key} className={cx('flex min-w-0 items-center gap-1', !last && 'shrink-0')}>
              {index > 0 ? <IconChevronRight size={14} className="shrink-0 text-fg-subtle" /> : null}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={cx('truncate', last ? 'font-medium text-fg' : 'text-fg-muted')}>
                  {item.label}
                </span>
              ) : (
                <UiLink href={item.href} className="focus-ring truncate rounded-xs text-fg-muted transition-colors hover:text-primary-fg">
                  {item.label}
                </UiLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
