import { useState, type FormEvent, type ReactNode } from 'react';
import type { VersionOffer, VipVersionList } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheck, IconCrown, IconMinus } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

/** What the last upgrade or renewal did (the answer, and the days left the answer's keyDay gave). */
export interface VersionResult {
  kind: 'renew' | 'upgrade';
  version: string;
  expiresAt: string;
  paid: number;
  balance: number;
  /** Days left of the site after it (keyDay), null when the answer carried none. */
  daysLeft: number | null;
}

export interface VipVersionViewProps extends ReadState {
  data?: VipVersionList;
  /** The sale password check is on: paying asks for it. */
  salePwdOn?: boolean;
  /** A confirmed upgrade / renewal; a returned promise keeps the dialog open until it settles (open on failure). */
  onUpgrade: (upgrade: { versionId: number; salePwd?: string }) => unknown;
  onRenew: (renew: { years: number; salePwd?: string }) => unknown;
  busy?: boolean;
  actionError?: string | null;
  result?: VersionResult | null;
  onDismissResult?: () => void;
  rechargeHref: string;
  onNavigate?: Navigate;
}

const timesYears = (price: number, years: number) => (Math.round(price * 100) * years) / 100;

/** Versions of my site (/vip/vipVersionMoney): price and rights of each, my current one and its days left; renew or upgrade from the balance. */
export function VipVersionView(props: VipVersionViewProps) {
  const { data, loading = false, refreshing = false, error, retrying, onRetry, result, onDismissResult, rechargeHref, onNavigate } = props;
  const t = useT();
  const [renewing, setRenewing] = useState(false);
  const [upgrading, setUpgrading] = useState<VersionOffer | null>(null);

  let body: ReactNode;
  if (error && !data) {
    body = <ErrorState title={t('vip.version.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !data) {
    body = (
      <SkeletonGroup label={t('vip.version.loading')} className="flex flex-col gap-4">
        <Skeleton height={96} />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else {
    const { current } = data;
    const expired = current.status === 'expired';
    const currentOffer = data.list.find((v) => v.state === 'current');
    body = (
      <div className="flex flex-col gap-4" aria-busy={refreshing || undefined}>
        {result ? (
          <Alert
            tone="success"
            role="status"
            title={t(result.kind === 'renew' ? 'vip.version.renewed' : 'vip.version.upgraded', { version: result.version })}
            onClose={onDismissResult}
          >
            <span data-testid="version-result">
              {t('vip.version.resultText', {
                date: result.expiresAt.slice(0, 10),
                paid: formatYuan(result.paid),
                balance: formatYuan(result.balance),
              })}
              {result.daysLeft !== null ? ` ${t('vip.version.resultDays', { days: result.daysLeft })}` : ''}
            </span>
          </Alert>
        ) : null}
        {expired ? (
          <Alert tone="danger" title={t('vip.desktop.expiredTitle')}>
            {t('vip.version.expiredText', { date: current.expiresAt.slice(0, 10) })}
          </Alert>
        ) : null}
        <section
          aria-label={t('vip.version.current')}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="text-sm text-fg-muted">{t('vip.version.current')}</p>
            <p className="flex items-center gap-2 text-lg font-semibold text-fg">
              {current.name}
              <Tag size="sm" dot tone={expired || current.status === 'disabled' ? 'danger' : 'success'}>
                {t(`vip.site.status.${current.status}`)}
              </Tag>
            </p>
            <p className="text-sm text-fg-muted">
              {t('vip.desktop.expiresAt', { date: current.expiresAt.slice(0, 10) })} ·{' '}
              <span className="font-medium text-fg" data-testid="version-days-left">
                {t('vip.version.daysLeft', { days: current.daysLeft })}
              </span>
            </p>
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <p className="text-sm text-fg-muted">
              {t('vip.version.balance', { balance: formatYuan(data.balance) })}{' '}
              <a {...linkProps(rechargeHref, onNavigate)} className="focus-ring rounded-xs text-primary-fg underline underline-offset-4">
                {t('vip.version.recharge')}
              </a>
            </p>
            <Button variant="primary" onClick={() => setRenewing(true)} disabled={!currentOffer || current.status === 'disabled'}>
              {t('vip.version.renewNow')}
            </Button>
          </div>
        </section>
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('vip.version.list')}>
          {data.list.map((offer) => (
            <VersionCard
              key={offer.id}
              offer={offer}
              expired={expired}
              onRenew={() => setRenewing(true)}
              onUpgrade={() => setUpgrading(offer)}
            />
          ))}
        </ul>
        <p className="text-xs text-fg-subtle">{t('vip.version.note')}</p>
        <RenewDialog
          open={renewing}
          offer={currentOffer}
          balance={data.balance}
          salePwdOn={props.salePwdOn ?? false}
          onClose={() => setRenewing(false)}
          onConfirm={async (renew) => {
            await props.onRenew(renew);
            setRenewing(false);
          }}
          busy={props.busy}
          error={props.actionError}
        />
        <UpgradeDialog
          offer={upgrading}
          currentName={current.name}
          daysLeft={current.daysLeft}
          balance={data.balance}
          salePwdOn={props.salePwdOn ?? false}
          onClose={() => setUpgrading(null)}
          onConfirm={async (upgrade) => {
            await props.onUpgrade(upgrade);
            setUpgrading(null);
          }}
          busy={props.busy}
          error={props.actionError}
        />
      </div>
    );
  }

  return (
    <Page kind="list">
      <PageHeader icon={<IconCrown size={20} />} title={t('route.vip.vipVersionMoney')} subtitle={t('vip.version.subtitle')} />
      <StaleReadAlert error={error} shown={data} onRetry={onRetry} retrying={retrying} />
      {body}
    </Page>
  );
}

function VersionCard({
  offer,
  expired,
  onRenew,
  onUpgrade,
}: {
  offer: VersionOffer;
  expired: boolean;
  onRenew: () => void;
  onUpgrade: () => void;
}) {
  const t = useT();
  const rights: Array<{ key: string; on: boolean; text: string }> = [
    {
      key: 'child',
      on: offer.childSites > 0,
      text: offer.childSites > 0 ? t('vip.version.childSites', { count: offer.childSites }) : t('vip.version.noChildSites'),
    },
    { key: 'commission', on: offer.childCommission > 0, text: t('vip.version.childCommission', { value: offer.childCommission }) },
    { key: 'domain', on: offer.ownDomain, text: t('vip.version.ownDomain') },
    {
      key: 'supply',
      on: offer.supplyRight,
      text: offer.supplyRight ? t('vip.version.supplyRight', { fee: offer.supplyFee }) : t('vip.version.noSupplyRight'),
    },
  ];
  // The server's feature list restates some rights in other words ("开设5个下级分站" beside
  // "可开设 5 个下级分站"): the rights below say them, so the list keeps only the other features.
  const said = rights.map((right) => sameWords(right.text));
  const features = offer.features.filter((feature) => !said.some((text) => text.startsWith(sameWords(feature))));
  return (
    <li
      aria-label={offer.name}
      className={cx(
        'flex flex-col gap-4 rounded-lg border bg-surface p-5 shadow-xs',
        offer.state === 'current' ? 'border-primary ring-1 ring-primary' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{offer.name}</h2>
        {offer.state === 'current' ? (
          <Tag size="sm" tone="primary">
            {t('vip.version.currentTag')}
          </Tag>
        ) : null}
      </div>
      <p className="text-fg">
        <span className="text-3xl font-semibold tabular-nums">{formatYuan(offer.price)}</span>
        <span className="text-sm text-fg-muted">{t('vip.version.perYear')}</span>
      </p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-fg">
            <IconCheck size={16} className="shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm" aria-label={t('vip.version.rights')}>
        {rights.map((right) => (
          <li key={right.key} className={cx('flex items-center gap-2', right.on ? 'text-fg' : 'text-fg-muted')}>
            {right.on ? (
              <IconCheck size={16} className="shrink-0 text-success" />
            ) : (
              <IconMinus size={16} className="shrink-0 text-fg-subtle" />
            )}
            {right.text}
            <span className="sr-only">{right.on ? t('vip.version.included') : t('vip.version.notIncluded')}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {offer.state === 'current' ? (
          <Button block variant="secondary" onClick={onRenew} aria-label={t('vip.version.renewOne', { name: offer.name })}>
            {t('vip.version.renew')}
          </Button>
        ) : offer.state === 'upgrade' ? (
          <>
            <Button block variant="primary" onClick={onUpgrade} disabled={expired || offer.upgradePrice === null}>
              {offer.upgradePrice === null
                ? t('vip.version.upgradeOne', { name: offer.name })
                : t('vip.version.upgradeFor', { name: offer.name, price: formatYuan(offer.upgradePrice) })}
            </Button>
            {expired ? <p className="mt-2 text-xs text-fg-muted">{t('vip.version.renewFirst')}</p> : null}
          </>
        ) : (
          <Button block variant="secondary" disabled>
            {t('vip.version.lower')}
          </Button>
        )}
      </div>
    </li>
  );
}

function SalePwdField({ value, onChange, problem }: { value: string; onChange: (value: string) => void; problem: string | null }) {
  const t = useT();
  return (
    <FormField label={t('vip.common.salePwd')} hint={t('vip.common.salePwdHint')} error={problem} required>
      <PasswordInput
        name="salePwd"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

function RenewDialog({
  open,
  offer,
  balance,
  salePwdOn,
  onClose,
  onConfirm,
  busy = false,
  error,
}: {
  open: boolean;
  offer?: VersionOffer;
  balance: number;
  salePwdOn: boolean;
  onClose: () => void;
  onConfirm: (renew: { years: number; salePwd?: string }) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [years, setYears] = useState('1');
  const [salePwd, setSalePwd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setYears('1');
      setSalePwd('');
      setProblem(null);
      setAttempted(false);
    }
  }
  const total = offer ? timesYears(offer.price, Number(years)) : 0;
  const short = total > balance;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const why = salePwdOn && !/^\d{6}$/.test(salePwd) ? t('vip.common.salePwdRequired') : null;
    setProblem(why);
    if (why) return;
    setAttempted(true);
    try {
      await onConfirm({ years: Number(years), ...(salePwdOn ? { salePwd } : {}) });
    } catch {
      // error says why; the dialog keeps the choice.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      size="sm"
      title={t('vip.version.renewTitle', { name: offer?.name ?? '' })}
      description={t('vip.version.renewText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-renew" variant="primary" loading={busy}>
            {t('vip.version.pay', { amount: formatYuan(total) })}
          </Button>
        </>
      }
    >
      <form id="vip-renew" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormField label={t('vip.version.years')}>
          <Select
            name="years"
            value={years}
            onChange={setYears}
            options={[1, 2, 3, 4, 5].map((y) => ({ value: String(y), label: t('vip.version.yearsOption', { years: y }) }))}
          />
        </FormField>
        <p className="text-sm text-fg" aria-live="polite">
          {t('vip.version.renewCost', { price: formatYuan(offer?.price ?? 0), years, amount: formatYuan(total) })}
          <span className="block text-fg-muted">{t('vip.version.balance', { balance: formatYuan(balance) })}</span>
        </p>
        {short ? <Alert tone="warning">{t('vip.version.short')}</Alert> : null}
        {salePwdOn ? <SalePwdField value={salePwd} onChange={setSalePwd} problem={problem} /> : null}
        {attempted && error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

function UpgradeDialog({
  offer,
  currentName,
  daysLeft,
  balance,
  salePwdOn,
  onClose,
  onConfirm,
  busy = false,
  error,
}: {
  offer: VersionOffer | null;
  currentName: string;
  daysLeft: number;
  balance: number;
  salePwdOn: boolean;
  onClose: () => void;
  onConfirm: (upgrade: { versionId: number; salePwd?: string }) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [salePwd, setSalePwd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [shownFor, setShownFor] = useState<VersionOffer | null>(null);
  if (offer !== shownFor) {
    setShownFor(offer);
    if (offer) {
      setSalePwd('');
      setProblem(null);
      setAttempted(false);
    }
  }
  const price = offer?.upgradePrice ?? 0;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer) return;
    const why = salePwdOn && !/^\d{6}$/.test(salePwd) ? t('vip.common.salePwdRequired') : null;
    setProblem(why);
    if (why) return;
    setAttempted(true);
    try {
      await onConfirm({ versionId: offer.id, ...(salePwdOn ? { salePwd } : {}) });
    } catch {
      // error says why; the dialog stays.
    }
  };
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      size="sm"
      title={t('vip.version.upgradeTitle', { name: offer?.name ?? '' })}
      description={t('vip.version.upgradeText', { from: currentName, to: offer?.name ?? '', days: daysLeft })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('vip.common.cancel')}
          </Button>
          <Button type="submit" form="vip-upgrade" variant="primary" loading={busy}>
            {t('vip.version.pay', { amount: formatYuan(price) })}
          </Button>
        </>
      }
    >
      <form id="vip-upgrade" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-fg">
          {t('vip.version.upgradeCost', { amount: formatYuan(price) })}
          <span className="block text-fg-muted">{t('vip.version.balance', { balance: formatYuan(balance) })}</span>
        </p>
        {price > balance ? <Alert tone="warning">{t('vip.version.short')}</Alert> : null}
        {salePwdOn ? <SalePwdField value={salePwd} onChange={setSalePwd} problem={problem} /> : null}
        {attempted && error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

/** A right's or feature's words without spaces, a leading 可 or a note in brackets, to compare them. */
function sameWords(text: string): string {
  return text
    .replace(/（[^）]*）|\([^)]*\)/g, '')
    .replace(/\s+/g, '')
    .replace(/^可/, '');
}
