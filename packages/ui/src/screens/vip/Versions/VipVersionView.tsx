import { useState, type ReactNode } from 'react';
import type { VersionOffer, VipVersionList } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheck, IconCrown, IconMinus } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { ReadPage } from '#ui/page/ReadPage.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { useOpening } from '#ui/page/useOpening.ts';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';
import { SalePwdField, salePwdProblem, timesYears, yearOptions } from '../shared/pay.tsx';

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

/** Versions of my site (/vip/vipVersionMoney): price and rights of each, my current one and its days left; renew or upgrade from the balance. */
export function VipVersionView(props: VipVersionViewProps) {
  const { refreshing = false, result, onDismissResult, rechargeHref, onNavigate } = props;
  const t = useT();
  const [renewing, setRenewing] = useState(false);
  const [upgrading, setUpgrading] = useState<VersionOffer | null>(null);

  const content = (data: VipVersionList) => {
    const { current } = data;
    const expired = current.status === 'expired';
    const currentOffer = data.list.find((v) => v.state === 'current');
    // What both payments show and ask alike.
    const pay = { balance: data.balance, salePwdOn: props.salePwdOn ?? false, busy: props.busy, error: props.actionError };
    return (
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
          {...pay}
          onClose={() => setRenewing(false)}
          onConfirm={async (renew) => {
            await props.onRenew(renew);
            setRenewing(false);
          }}
        />
        <UpgradeDialog
          offer={upgrading}
          currentName={current.name}
          daysLeft={current.daysLeft}
          {...pay}
          onClose={() => setUpgrading(null)}
          onConfirm={async (upgrade) => {
            await props.onUpgrade(upgrade);
            setUpgrading(null);
          }}
        />
      </div>
    );
  };

  return (
    <ReadPage
      kind="list"
      icon={<IconCrown size={20} />}
      title={t('route.vip.vipVersionMoney')}
      subtitle={t('vip.version.subtitle')}
      state={props}
      data={props.data}
      errorTitle={t('vip.version.errorTitle')}
      loadingLabel={t('vip.version.loading')}
      skeleton={
        <>
          <Skeleton height={96} />
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={320} />
            ))}
          </div>
        </>
      }
    >
      {content}
    </ReadPage>
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

/** A payment from the balance: what it costs beside the balance, short of money, the sale password. */
function PayDialog({
  open,
  title,
  description,
  amount,
  cost,
  live = false,
  balance,
  salePwdOn,
  onClose,
  onPay,
  busy = false,
  error,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  amount: number;
  /** The line of what it costs, above the balance. */
  cost: string;
  /** The cost follows a choice in the dialog: announced as it changes. */
  live?: boolean;
  balance: number;
  salePwdOn: boolean;
  onClose: () => void;
  onPay: (salePwd: string | undefined) => Promise<void>;
  busy?: boolean;
  error?: string | null;
  /** The dialog's choices, above the cost. */
  children?: ReactNode;
}) {
  const t = useT();
  const [salePwd, setSalePwd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAttempt();
  if (useOpening(open, false)) {
    setSalePwd('');
    setProblem(null);
    save.reset();
  }
  const submit = async () => {
    const why = salePwdProblem(salePwdOn, salePwd, t);
    setProblem(why);
    if (!why) await save.send(() => onPay(salePwdOn ? salePwd : undefined));
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      description={description}
      onSubmit={submit}
      saving={busy}
      error={save.shown(error)}
      submitLabel={t('vip.version.pay', { amount: formatYuan(amount) })}
    >
      {children}
      <p className="text-sm text-fg" aria-live={live ? 'polite' : undefined}>
        {cost}
        <span className="block text-fg-muted">{t('vip.version.balance', { balance: formatYuan(balance) })}</span>
      </p>
      {amount > balance ? <Alert tone="warning">{t('vip.version.short')}</Alert> : null}
      {salePwdOn ? <SalePwdField value={salePwd} onChange={setSalePwd} problem={problem} /> : null}
    </FormDialog>
  );
}

function RenewDialog({
  open,
  offer,
  balance,
  salePwdOn,
  onClose,
  onConfirm,
  busy,
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
  if (useOpening(open, false)) setYears('1');
  const total = offer ? timesYears(offer.price, Number(years)) : 0;
  return (
    <PayDialog
      open={open}
      title={t('vip.version.renewTitle', { name: offer?.name ?? '' })}
      description={t('vip.version.renewText')}
      amount={total}
      cost={t('vip.version.renewCost', { price: formatYuan(offer?.price ?? 0), years, amount: formatYuan(total) })}
      live
      balance={balance}
      salePwdOn={salePwdOn}
      onClose={onClose}
      onPay={(salePwd) => onConfirm({ years: Number(years), ...(salePwd === undefined ? {} : { salePwd }) })}
      busy={busy}
      error={error}
    >
      <FormField label={t('vip.version.years')}>
        <Select name="years" value={years} onChange={setYears} options={yearOptions(t)} />
      </FormField>
    </PayDialog>
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
  busy,
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
  const price = offer?.upgradePrice ?? 0;
  return (
    <PayDialog
      open={offer !== null}
      title={t('vip.version.upgradeTitle', { name: offer?.name ?? '' })}
      description={t('vip.version.upgradeText', { from: currentName, to: offer?.name ?? '', days: daysLeft })}
      amount={price}
      cost={t('vip.version.upgradeCost', { amount: formatYuan(price) })}
      balance={balance}
      salePwdOn={salePwdOn}
      onClose={onClose}
      onPay={async (salePwd) => {
        if (offer) await onConfirm({ versionId: offer.id, ...(salePwd === undefined ? {} : { salePwd }) });
      }}
      busy={busy}
      error={error}
    />
  );
}

/** A right's or feature's words without spaces, a leading 可 or a note in brackets, to compare them. */
function sameWords(text: string): string {
  return text
    .replace(/（[^）]*）|\([^)]*\)/g, '')
    .replace(/\s+/g, '')
    .replace(/^可/, '');
}
