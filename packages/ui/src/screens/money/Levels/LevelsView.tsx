import { useState, type FormEvent } from 'react';
import type { Level } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCrown } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { LinkButton } from '../shared/MoneyParts.tsx';
import { isSalePwd, RefusedAlert, SalePasswordInput, TickList } from '../shared/MoneyForm.tsx';
import { ReadPage } from '#ui/page/ReadPage.tsx';

/** A level card: the level, where it stands against mine, and my balance after buying it (null: not enough). */
export interface LevelCard extends Level {
  standing: 'current' | 'higher' | 'lower';
  balanceAfter: number | null;
}

/** The growth bar: my balance against the next level's price (the app computes it in cents). */
export interface LevelGrowth {
  next: { id: number; name: string; upgradePrice: number } | null;
  /** 0 … 1. */
  ratio: number;
  /** Yuan still missing (0 when the balance covers it). */
  missing: number;
}

export type UpgradePay = 'balance' | 'online';

export interface UpgradeRequest {
  levelId: number;
  pay: UpgradePay;
  /** '' when not asked (online, or no sale password check). */
  salePwd: string;
}

export interface LevelsViewProps extends ReadState {
  current?: { id: number; name: string };
  levels?: LevelCard[];
  balance?: number;
  growth?: LevelGrowth;
  /** Paying from the balance asks the sale password (my check is on). */
  salePwdRequired: boolean;
  /** Upgrades; a returned promise keeps the dialog open and busy and, when refused, as filled in. */
  onUpgrade: (request: UpgradeRequest) => unknown;
  upgrading?: boolean;
  upgradeError?: string | null;
  /** Clears a refusal when the dialog closes or opens again. */
  onDismissError?: () => void;
  /** Just upgraded from the balance. */
  done?: { level: { id: number; name: string }; balance: number } | null;
  links: { recharge: string; fundLog: string };
}

/**
 * `/inside/selfLevel`: my level, a growth bar to the next one, one card per level with its price,
 * discount and benefits; a higher level is bought from the balance (sale password when its check is
 * on) or online (the pay page), the same or a lower one is refused by the server.
 */
export function LevelsView(props: LevelsViewProps) {
  const { balance, growth, done, links } = props;
  const t = useT();
  const [buying, setBuying] = useState<LevelCard | null>(null);
  // The levels and my level come in one answer: the page shows once both are there.
  const data = props.levels && props.current ? { levels: props.levels, current: props.current } : undefined;
  return (
    <ReadPage
      kind="list"
      icon={<IconCrown size={20} />}
      title={t('route.inside.selfLevel')}
      subtitle={t('money.level.subtitle')}
      state={props}
      data={data}
      errorTitle={t('money.level.errorTitle')}
      loadingLabel={t('money.level.loading')}
      skeleton={
        <>
          <Skeleton height={120} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={260} />
            ))}
          </div>
        </>
      }
    >
      {({ levels, current }) => (
        <>
          {done ? (
            <Alert tone="success" role="status" title={t('money.level.doneTitle', { level: done.level.name })}>
              {t('money.level.doneText', { balance: formatYuan(done.balance) })}{' '}
              <UiLink href={links.fundLog} className="focus-ring rounded-xs font-medium text-primary-fg underline">
                {t('money.common.fundLog')}
              </UiLink>
            </Alert>
          ) : null}
          <section
            aria-label={t('money.level.mine')}
            className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:flex-row sm:items-center sm:gap-6 sm:p-5"
          >
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning-fg">
                <IconCrown size={24} />
              </span>
              <div>
                <p className="text-sm text-fg-muted">{t('money.level.current')}</p>
                <p className="text-xl font-semibold text-fg" data-testid="current-level">
                  {current.name}
                </p>
              </div>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {growth?.next ? (
                <>
                  <p className="text-sm text-fg">
                    {growth.missing > 0
                      ? t('money.level.missing', { level: growth.next.name, amount: formatYuan(growth.missing) })
                      : t('money.level.canUpgrade', { level: growth.next.name })}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t('money.level.growth', { level: growth.next.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(growth.ratio * 100)}
                    className="h-2 overflow-hidden rounded-full bg-surface-strong"
                  >
                    <span className="block h-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, growth.ratio * 100))}%` }} />
                  </div>
                  <p className="text-xs text-fg-muted">
                    {t('money.level.balanceLine', { balance: formatYuan(balance ?? 0), price: formatYuan(growth.next.upgradePrice) })}
                  </p>
                </>
              ) : (
                <p className="text-sm text-fg">{t('money.level.top')}</p>
              )}
            </div>
            {growth?.next && growth.missing > 0 ? <LinkButton href={links.recharge}>{t('money.level.recharge')}</LinkButton> : null}
          </section>
          <ul aria-label={t('money.level.all')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {levels.map((level) => (
              <li
                key={level.id}
                aria-label={level.name}
                className={cx(
                  'flex flex-col gap-3 rounded-lg border bg-surface p-4 shadow-xs',
                  level.standing === 'current' ? 'border-primary ring-1 ring-primary' : 'border-line',
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-fg">{level.name}</h2>
                  {level.standing === 'current' ? (
                    <Tag tone="primary" size="sm">
                      {t('money.level.currentTag')}
                    </Tag>
                  ) : null}
                </div>
                <p>
                  <span className="text-2xl font-semibold text-fg tabular-nums">
                    {level.upgradePrice > 0 ? formatYuan(level.upgradePrice) : t('money.level.free')}
                  </span>
                  {level.upgradePrice > 0 ? <span className="ms-1 text-sm text-fg-muted">{t('money.level.once')}</span> : null}
                </p>
                <TickList items={level.benefits} className="flex flex-1 flex-col gap-1.5 text-sm text-fg" />
                {level.standing === 'higher' ? (
                  <Button
                    variant="primary"
                    block
                    onClick={() => {
                      props.onDismissError?.();
                      setBuying(level);
                    }}
                    aria-label={t('money.level.upgradeTo', { level: level.name })}
                  >
                    {t('money.level.upgrade')}
                  </Button>
                ) : (
                  <Button variant="secondary" block disabled>
                    {level.standing === 'current' ? t('money.level.currentTag') : t('money.level.lower')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {buying ? (
            <UpgradeDialog
              {...props}
              level={buying}
              balance={balance ?? 0}
              onClose={() => {
                props.onDismissError?.();
                setBuying(null);
              }}
            />
          ) : null}
        </>
      )}
    </ReadPage>
  );
}

function UpgradeDialog({
  level,
  balance,
  salePwdRequired,
  onUpgrade,
  upgrading = false,
  upgradeError,
  onClose,
  links,
}: LevelsViewProps & { level: LevelCard; balance: number; onClose: () => void }) {
  const t = useT();
  const affordable = level.balanceAfter !== null;
  const [pay, setPay] = useState<UpgradePay>(affordable ? 'balance' : 'online');
  const [salePwd, setSalePwd] = useState('');
  const [pwdError, setPwdError] = useState<string | null>(null);
  const asksPassword = pay === 'balance' && salePwdRequired;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upgrading) return;
    if (asksPassword && !isSalePwd(salePwd)) {
      setPwdError(t('money.salePwd.format'));
      return;
    }
    setPwdError(null);
    try {
      await onUpgrade({ levelId: level.id, pay, salePwd: asksPassword ? salePwd : '' });
      onClose();
    } catch {
      // upgradeError says why (wrong password, not enough balance, already that level); the dialog keeps what was chosen.
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !upgrading) onClose();
      }}
      title={t('money.level.dialogTitle', { level: level.name })}
      description={t('money.level.dialogText', { price: formatYuan(level.upgradePrice) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={upgrading}>
            {t('money.common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="level-upgrade-form" loading={upgrading}>
            {pay === 'balance' ? t('money.level.confirmBalance') : t('money.level.confirmOnline')}
          </Button>
        </>
      }
    >
      <form id="level-upgrade-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <RefusedAlert title={t('money.level.refused')} message={upgradeError} />
        <FormField label={t('money.level.payWith')} group>
          <RadioGroup
            name="pay"
            value={pay}
            onValueChange={(value) => setPay(value as UpgradePay)}
            orientation="vertical"
            options={[
              {
                value: 'balance',
                label: t('ui.pay.balance'),
                description: affordable
                  ? t('money.level.payBalanceText', { balance: formatYuan(balance), after: formatYuan(level.balanceAfter ?? 0) })
                  : t('money.level.payBalanceShort', { balance: formatYuan(balance) }),
                disabled: !affordable,
              },
              { value: 'online', label: t('money.level.payOnline'), description: t('money.level.payOnlineText') },
            ]}
          />
        </FormField>
        {!affordable ? (
          <p className="text-sm text-fg-muted">
            <UiLink href={links.recharge} className="focus-ring rounded-xs font-medium text-primary-fg underline">
              {t('money.level.rechargeFirst')}
            </UiLink>
          </p>
        ) : null}
        {asksPassword ? (
          <FormField label={t('money.salePwd.label')} error={pwdError ?? undefined} required>
            <SalePasswordInput value={salePwd} onChange={setSalePwd} />
          </FormField>
        ) : null}
      </form>
    </Dialog>
  );
}
