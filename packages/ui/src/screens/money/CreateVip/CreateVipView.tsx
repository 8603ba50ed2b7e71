import { useId, useRef, useState, type FormEvent } from 'react';
import type { VipVersion } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { Spinner } from '#ui/components/Spinner/Spinner.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheck, IconCheckCircle, IconStore, IconXCircle } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { LinkButton } from '../shared/MoneyParts.tsx';
import { focusFirstProblem, FundLogLink, isSalePwd, RefusedAlert, SalePasswordInput, TickList } from '../shared/MoneyForm.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

/** A version as I would buy it: what I pay for a year and my balance after (null: not enough). */
export interface VipVersionOffer extends VipVersion {
  myPrice: number;
  balanceAfter: number | null;
}

export interface CreateVipRequest {
  versionId: number;
  siteName: string;
  sitePath: string;
  /** '' when my sale password check is off. */
  salePwd: string;
}

export interface CreatedVipSite {
  siteName: string;
  path: string;
  expiresAt: string;
  /** The site's term in days (the answer's keyDay). */
  days: number;
  balance: number;
}

export type PathCheck = { available: boolean; reason: string };

export interface CreateVipViewProps extends ReadState {
  versions?: VipVersionOffer[];
  balance?: number;
  /** My shop when I have one already. */
  site?: { id: number; name: string; path: string; expiresAt: string } | null;
  salePwdRequired: boolean;
  /** Where a site lives: the address before its path (…/s/). */
  siteBase: string;
  /** Asks the server whether a well-formed path is free; rejects when it could not ask. */
  onCheckPath: (path: string) => Promise<PathCheck>;
  onSubmit: (request: CreateVipRequest) => unknown;
  submitting?: boolean;
  submitError?: string | null;
  done?: CreatedVipSite | null;
  links: { recharge: string; vipHome: string; fundLog: string };
}

const PATH_FORMAT = /^[a-z0-9]{3,20}$/;

/**
 * `/inside/selfCreatVip`: open my own reseller shop — choose a version (what I pay for a year, with my
 * level's discount), name it and choose its path (checked with the server), pay from the balance;
 * then the shop's address, its term in days and the way into its back office.
 */
export function CreateVipView(props: CreateVipViewProps) {
  const { versions, balance, site, loading = false, error, retrying, onRetry, done, siteBase, links } = props;
  const t = useT();
  let body;
  if (error && !versions) body = <ErrorState title={t('money.vip.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  else if (done)
    body = (
      <section
        aria-label={t('money.vip.doneTitle')}
        className="flex flex-col gap-4 rounded-lg border border-success-line bg-surface p-4 shadow-xs sm:p-6"
      >
        <div className="flex items-center gap-3">
          <IconCheckCircle size={40} className="text-success-fg" />
          <div>
            <h2 className="text-xl font-semibold text-fg">{t('money.vip.doneTitle')}</h2>
            <p className="text-sm text-fg-muted" data-testid="site-days">
              {t('money.vip.days', { days: done.days })}
            </p>
          </div>
        </div>
        <DescriptionList
          columns={2}
          items={[
            { key: 'name', label: t('money.vip.siteName'), value: done.siteName },
            { key: 'address', label: t('money.vip.address'), value: <SiteAddress href={`${siteBase}${done.path}`} /> },
            { key: 'expires', label: t('money.vip.expiresAt'), value: done.expiresAt },
            {
              key: 'balance',
              label: t('money.vip.balanceAfter'),
              value: <span data-testid="vip-balance-after">{formatYuan(done.balance)}</span>,
            },
          ]}
        />
        <div className="flex flex-wrap items-center gap-3">
          <LinkButton href={links.vipHome} primary>
            {t('money.vip.enter')}
          </LinkButton>
          <FundLogLink href={links.fundLog} />
        </div>
      </section>
    );
  else if (loading || !versions || balance === undefined)
    body = (
      <SkeletonGroup label={t('money.vip.loading')} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={240} />
          ))}
        </div>
        <Skeleton height={200} />
      </SkeletonGroup>
    );
  else if (site)
    body = (
      <section
        aria-label={t('money.vip.haveTitle')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-6"
      >
        <Alert tone="info" title={t('money.vip.haveTitle')}>
          {t('money.vip.haveText', { name: site.name })}
        </Alert>
        <DescriptionList
          columns={2}
          items={[
            { key: 'address', label: t('money.vip.address'), value: <SiteAddress href={`${siteBase}${site.path}`} /> },
            { key: 'expires', label: t('money.vip.expiresAt'), value: site.expiresAt },
          ]}
        />
        <div>
          <LinkButton href={links.vipHome} primary>
            {t('money.vip.enter')}
          </LinkButton>
        </div>
      </section>
    );
  else body = <CreateVipForm {...props} versions={versions} balance={balance} />;
  return (
    <Page kind="list">
      <PageHeader icon={<IconStore size={20} />} title={t('route.inside.selfCreatVip')} subtitle={t('money.vip.subtitle')} />
      <StaleReadAlert error={error} shown={versions} onRetry={onRetry} retrying={retrying} />
      {body}
    </Page>
  );
}

/** The shop's storefront address: a link that opens it (the address leads to the shop). */
function SiteAddress({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="focus-ring rounded-xs break-all text-primary-fg underline-offset-4 hover:underline"
    >
      {href}
    </a>
  );
}

function CreateVipForm({
  versions,
  balance,
  salePwdRequired,
  siteBase,
  onCheckPath,
  onSubmit,
  submitting = false,
  submitError,
  links,
}: CreateVipViewProps & { versions: VipVersionOffer[]; balance: number }) {
  const t = useT();
  const [versionId, setVersionId] = useState<number | null>(versions[0]?.id ?? null);
  const [siteName, setSiteName] = useState('');
  const [sitePath, setSitePath] = useState('');
  const [salePwd, setSalePwd] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'versionId' | 'siteName' | 'sitePath' | 'salePwd', string>>>({});
  const [check, setCheck] = useState<{ path: string; state: 'checking' | 'free' | 'taken' | 'unknown'; reason?: string } | null>(null);
  const asked = useRef('');
  const idPrefix = useId();
  const chosen = versions.find((v) => v.id === versionId) ?? null;

  const checkPath = async (path: string) => {
    if (!PATH_FORMAT.test(path) || asked.current === path) return;
    asked.current = path;
    setCheck({ path, state: 'checking' });
    try {
      const answer = await onCheckPath(path);
      if (asked.current === path) setCheck({ path, state: answer.available ? 'free' : 'taken', reason: answer.reason });
    } catch {
      if (asked.current === path) setCheck({ path, state: 'unknown' });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: typeof errors = {};
    if (!chosen) next.versionId = t('money.vip.versionRequired');
    if (!siteName.trim()) next.siteName = t('money.vip.siteNameRequired');
    if (!PATH_FORMAT.test(sitePath)) next.sitePath = t('money.vip.pathFormat');
    else if (check?.path === sitePath && check.state === 'taken') next.sitePath = check.reason || t('money.vip.pathTaken');
    if (salePwdRequired && !isSalePwd(salePwd)) next.salePwd = t('money.salePwd.format');
    setErrors(next);
    if (focusFirstProblem(event.currentTarget, next)) return;
    if (!chosen) return;
    try {
      await onSubmit({ versionId: chosen.id, siteName: siteName.trim(), sitePath, salePwd: salePwdRequired ? salePwd : '' });
    } catch {
      // submitError says why; everything chosen and typed stays.
    }
  };

  const pathStatus =
    check && check.path === sitePath ? (
      check.state === 'checking' ? (
        <span className="inline-flex items-center gap-1 text-fg-muted">
          <Spinner size={14} /> {t('money.vip.pathChecking')}
        </span>
      ) : check.state === 'free' ? (
        <span className="inline-flex items-center gap-1 text-success-fg" data-testid="path-free">
          <IconCheck size={14} /> {t('money.vip.pathFree')}
        </span>
      ) : check.state === 'taken' ? (
        <span className="inline-flex items-center gap-1 text-danger-fg">
          <IconXCircle size={14} /> {check.reason || t('money.vip.pathTaken')}
        </span>
      ) : null
    ) : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('money.vip.formTitle')} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-fg">{t('money.vip.chooseVersion')}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {versions.map((version) => (
            // The whole card is the radio's click target; the radio is named by the version (aria-labelledby).
            // eslint-disable-next-line jsx-a11y/label-has-associated-control
            <label
              key={version.id}
              className={cx(
                'flex cursor-pointer flex-col gap-3 rounded-lg border bg-surface p-4 shadow-xs focus-within:ring-2 focus-within:ring-[var(--ui-primary)]',
                versionId === version.id ? 'border-primary bg-primary-soft' : 'border-line hover:border-primary-line',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="versionId"
                    // Named by the version, described by its price and features (the whole card would be a long name).
                    aria-labelledby={`${idPrefix}-${version.id}-name`}
                    aria-describedby={`${idPrefix}-${version.id}-details`}
                    value={version.id}
                    checked={versionId === version.id}
                    onChange={() => setVersionId(version.id)}
                    className="size-4 accent-[var(--ui-primary)]"
                  />
                  <span id={`${idPrefix}-${version.id}-name`} className="text-lg font-semibold text-fg">
                    {version.name}
                  </span>
                </span>
              </span>
              <span id={`${idPrefix}-${version.id}-details`} className="flex flex-col gap-3">
                <span>
                  <span className="text-2xl font-semibold text-fg tabular-nums">{formatYuan(version.myPrice)}</span>
                  <span className="ms-1 text-sm text-fg-muted">{t('money.vip.perYear')}</span>
                  {version.myPrice < version.price ? (
                    <span className="ms-2 text-sm text-fg-muted line-through">{formatYuan(version.price)}</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap gap-1.5">
                  <Tag size="sm" tone={version.childSites > 0 ? 'primary' : 'neutral'}>
                    {version.childSites > 0
                      ? t('money.vip.childSites', { count: version.childSites, rate: version.childCommission })
                      : t('money.vip.noChildSites')}
                  </Tag>
                  <Tag size="sm" tone={version.ownDomain ? 'primary' : 'neutral'}>
                    {version.ownDomain ? t('money.vip.ownDomain') : t('money.vip.subDomainOnly')}
                  </Tag>
                  {version.supplyRight ? (
                    <Tag size="sm" tone="primary">
                      {t('money.vip.supplyRight', { fee: version.supplyFee })}
                    </Tag>
                  ) : null}
                </span>
                <TickList items={version.features} className="flex flex-col gap-1 text-sm text-fg" />
              </span>
            </label>
          ))}
        </div>
        {errors.versionId ? (
          <p role="alert" className="text-sm text-danger-fg">
            {errors.versionId}
          </p>
        ) : null}
      </fieldset>

      <section
        aria-label={t('money.vip.siteTitle')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <RefusedAlert title={t('money.vip.refused')} message={submitError} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField label={t('money.vip.siteName')} error={errors.siteName} required>
            <Input
              name="siteName"
              maxLength={30}
              value={siteName}
              placeholder={t('money.vip.siteNamePlaceholder')}
              onChange={(event) => setSiteName(event.target.value)}
            />
          </FormField>
          <FormField label={t('money.vip.sitePath')} hint={pathStatus ?? t('money.vip.pathHint')} error={errors.sitePath} required>
            {/* A phone has no room for the address before the path: it goes whole on its own line. */}
            <p className="text-xs break-all text-fg-muted sm:hidden" data-testid="site-base">
              {siteBase}
            </p>
            <Input
              name="sitePath"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={sitePath}
              prefix={<span className="truncate text-xs max-sm:hidden sm:max-w-48">{siteBase}</span>}
              onChange={(event) => {
                setSitePath(event.target.value.toLowerCase().replace(/[^a-z0-9]/g, ''));
                setErrors({ ...errors, sitePath: undefined });
              }}
              onBlur={() => void checkPath(sitePath)}
            />
          </FormField>
        </div>
        {salePwdRequired ? (
          <FormField label={t('money.salePwd.label')} error={errors.salePwd} required>
            <SalePasswordInput value={salePwd} onChange={setSalePwd} />
          </FormField>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5 text-sm" aria-live="polite" data-testid="vip-summary">
            {chosen ? (
              <>
                <span className="text-fg">
                  {t('money.vip.due', { version: chosen.name })}{' '}
                  <span className="text-xl font-semibold text-danger-fg tabular-nums">{formatYuan(chosen.myPrice)}</span>
                </span>
                <span className="text-fg-muted">
                  {chosen.balanceAfter === null
                    ? t('money.vip.short', { balance: formatYuan(balance) })
                    : t('money.vip.after', { balance: formatYuan(balance), after: formatYuan(chosen.balanceAfter) })}
                </span>
              </>
            ) : null}
          </div>
          {chosen && chosen.balanceAfter === null ? (
            <LinkButton href={links.recharge} primary>
              {t('money.vip.recharge')}
            </LinkButton>
          ) : (
            <Button type="submit" size="lg" loading={submitting} className="min-w-36">
              {t('money.vip.submit')}
            </Button>
          )}
        </div>
      </section>
    </form>
  );
}
