import type { CdkInfo } from '@shop/session/contract';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { UiLink } from '#ui/lib/link.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import {
  CdkCodeForm,
  CdkDone,
  CdkRedeemForm,
  CdkRefusal,
  CdkSummary,
  REDEMPTION_TONE,
  type CdkRedeemFormProps,
  type ShownRedemption,
} from './CdkParts.tsx';
import { IconKey } from '#ui/icons/index.tsx';
import { Page } from '#ui/page/Page.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';

/** What redeeming needs, the same on the short-link page and the recharge page. */
export interface CdkRedeemProps extends Omit<CdkRedeemFormProps, 'info'> {
  /** The redemption just made. */
  done?: ShownRedemption | null;
  links: { order: string; recharge: string; fundLog: string; orderQuery: string };
}

function Redeem({ info, done, onRedeem, redeeming, redeemError, links }: CdkRedeemProps & { info: CdkInfo }) {
  if (done) return <CdkDone redemption={done} links={{ order: links.order, fundLog: links.fundLog, orderQuery: links.orderQuery }} />;
  if (info.status !== 'unused') return <CdkRefusal status={info.status} orderHref={links.order} />;
  return <CdkRedeemForm info={info} onRedeem={onRedeem} redeeming={redeeming} redeemError={redeemError} />;
}

function InfoSkeleton() {
  const t = useT();
  return (
    <SkeletonGroup label={t('cdk.loading')}>
      <Skeleton height={150} />
      <Skeleton height={180} />
    </SkeletonGroup>
  );
}

export interface CdkShortViewProps extends ReadState, CdkRedeemProps {
  /** The short link's key (getShortInfo); undefined while it loads or when it failed. */
  short?: { title: string; description: string; cdk: CdkInfo };
}

/** `/cdk/short/:short`: the landing of a key's short link — what it is worth and its redeem form. */
export function CdkShortView(props: CdkShortViewProps) {
  const { short, loading = false, error, onRetry, retrying, links } = props;
  const t = useT();
  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconKey size={20} />} title={t('route.cdk.short')} subtitle={t('cdk.short.subtitle')} />
      {short ? (
        <>
          <StaleReadAlert error={error} shown={short} onRetry={onRetry} retrying={retrying} />
          <CdkSummary info={short.cdk} title={short.title} description={short.description} />
          <Redeem {...props} info={short.cdk} />
        </>
      ) : error ? (
        <ErrorState
          title={t('cdk.short.invalid')}
          description={error}
          onRetry={onRetry}
          retrying={retrying}
          action={
            <UiLink
              href={links.recharge}
              className="focus-ring rounded-xs text-sm font-medium text-primary-fg underline-offset-4 hover:underline"
            >
              {t('cdk.short.typeIt')}
            </UiLink>
          }
        />
      ) : loading || !short ? (
        <InfoSkeleton />
      ) : null}
    </Page>
  );
}

export interface CdkRechargeViewProps extends CdkRedeemProps {
  /** The code in the address (a link from elsewhere), filled in at first. */
  initialCode?: string;
  onCheck: (code: string) => void;
  checking?: boolean;
  /** The server's msg about the key typed (unknown: it does not say which part was wrong). */
  checkError?: string | null;
  /** The key checked (getCdkInfo). */
  info?: CdkInfo;
  /** The look-up itself failed (the network, the server; not a refusal): why, and how to ask again. */
  lookup?: { error: string | null; onRetry: () => void; retrying?: boolean };
  readCode: (text: string) => string | null;
}

/** `/cdk/recharge`: type a key, see what it is worth, redeem it into an account. */
export function CdkRechargeView(props: CdkRechargeViewProps) {
  const { initialCode, onCheck, checking = false, checkError, info, lookup, readCode, links } = props;
  const t = useT();
  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconKey size={20} />} title={t('route.cdk.recharge')} subtitle={t('cdk.recharge.subtitle')} />
      <CdkCodeForm
        label={t('cdk.code.label')}
        submitLabel={t('cdk.recharge.check')}
        initial={initialCode}
        onSubmit={onCheck}
        busy={checking}
        error={checkError}
        readCode={readCode}
      />
      {info ? (
        <>
          <StaleReadAlert error={lookup?.error} shown={info} onRetry={lookup?.onRetry} retrying={lookup?.retrying} />
          <CdkSummary info={info} />
          <Redeem {...props} info={info} />
        </>
      ) : lookup?.error ? (
        <ErrorState size="sm" description={lookup.error} onRetry={lookup.onRetry} retrying={lookup.retrying} />
      ) : checking ? (
        <InfoSkeleton />
      ) : (
        <p className="text-sm text-fg-muted">
          {t('cdk.recharge.help')}{' '}
          <UiLink href={links.order} className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline">
            {t('route.cdk.order')}
          </UiLink>
        </p>
      )}
    </Page>
  );
}

export interface CdkOrderViewProps {
  initialCode?: string;
  onSearch: (code: string) => void;
  searching?: boolean;
  /** The server's msg about the key typed. */
  error?: string | null;
  /** The key and its redemptions, newest first. */
  result?: { cdk: CdkInfo; list: ShownRedemption[] };
  readCode: (text: string) => string | null;
  links: { recharge: string };
}

/** `/cdk/order`: the redemptions of a key (accounts masked) and where each stands. */
export function CdkOrderView({ initialCode, onSearch, searching = false, error, result, readCode, links }: CdkOrderViewProps) {
  const t = useT();
  const columns: TableColumn<ShownRedemption>[] = [
    {
      key: 'createdAt',
      mobile: 'time',
      title: t('cdk.order.col.time'),
      render: (row) => <span className="tabular-nums whitespace-nowrap">{row.createdAt}</span>,
    },
    { key: 'account', mobile: 'title', title: t('cdk.order.col.account') },
    {
      key: 'value',
      mobile: 'amount',
      title: t('cdk.order.col.value'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => <span className="tabular-nums">{formatYuan(row.value)}</span>,
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('cdk.order.col.status'),
      render: (row) => (
        <Tag tone={REDEMPTION_TONE[row.status]} size="sm">
          {t(`cdk.redemption.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'message',
      mobile: 'meta',
      title: t('cdk.order.col.message'),
      wrap: true,
      hideBelow: 'sm',
      render: (row) => (
        <span className="flex flex-col">
          <span>{row.message}</span>
          {row.orderNo ? <span className="font-mono text-xs text-fg-muted">{row.orderNo}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconKey size={20} />} title={t('route.cdk.order')} subtitle={t('cdk.order.subtitle')} />
      <CdkCodeForm
        label={t('cdk.code.label')}
        submitLabel={t('ui.action.query')}
        initial={initialCode}
        onSubmit={onSearch}
        busy={searching}
        error={error}
        readCode={readCode}
      />
      {result ? (
        <>
          <CdkSummary info={result.cdk} />
          {result.cdk.status === 'unused' ? (
            <p className="text-sm text-fg-muted">
              {t('cdk.order.unused')}{' '}
              <UiLink
                href={links.recharge}
                className="focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline"
              >
                {t('cdk.order.redeemNow')}
              </UiLink>
            </p>
          ) : null}
          <Table
            caption={t('cdk.order.title')}
            showCaption
            columns={columns}
            rows={result.list}
            rowKey={(row) => String(row.id)}
            empty={<EmptyState title={t('cdk.order.emptyTitle')} description={t('cdk.order.emptyText')} />}
          />
        </>
      ) : searching ? (
        <InfoSkeleton />
      ) : null}
    </Page>
  );
}
