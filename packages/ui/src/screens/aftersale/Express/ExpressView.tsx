import { useState, type FormEvent } from 'react';
import type { Express } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag, type Tone } from '#ui/components/Tag/Tag.tsx';
import { Timeline } from '#ui/components/Timeline/Timeline.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconTruck } from '#ui/icons/index.tsx';
import { useDraft } from '#ui/lib/useDraft.ts';
import { OrderNoInput } from '../shared/OrderNoInput.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface ExpressData {
  orderNo: string;
  goodsName: string;
  express: Express;
}

export interface ExpressViewProps {
  /** The order asked for (from the address); '' shows only the look-up form. */
  orderNo: string;
  data?: ExpressData;
  loading?: boolean;
  /**
   * The server's answer why there is nothing to show (no logistics yet, wrong query password …): a
   * neutral empty state with its msg, no 重试 (asking again cannot help).
   */
  notice?: string | null;
  /** The read failed (network, server): an error with 重试. */
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** Look up another order (and, for visitors, the order's query password). */
  onSearch: (query: { orderNo: string; queryPwd: string }) => void;
  /** Visitors: offer the query password field (an order that has one shows its logistics only with it). */
  visitor?: boolean;
}

const STATUS_TONE: Record<Express['status'], Tone> = { pending: 'warning', shipping: 'info', signed: 'success' };

/** The logistics of an order (/inside/express, /inside/visitorExpress): carrier, tracking number, timeline. */
export function ExpressView({
  orderNo,
  data,
  loading = false,
  notice,
  error,
  retrying = false,
  onRetry,
  onSearch,
  visitor = false,
}: ExpressViewProps) {
  const t = useT();
  const [draft, setDraft] = useDraft(orderNo);
  const [pwd, setPwd] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) onSearch({ orderNo: next, queryPwd: pwd.trim() });
  };

  let body;
  if (orderNo === '') {
    body = <EmptyState title={t('aftersale.express.askTitle')} description={t('aftersale.express.askText')} />;
  } else if (notice && !data) {
    body = <EmptyState title={t('aftersale.express.noneTitle')} description={notice} />;
  } else if (error && !data) {
    body = <ErrorState title={t('aftersale.express.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !data) {
    body = (
      <SkeletonGroup label={t('aftersale.express.loading')} className="flex flex-col gap-4 p-5">
        <Skeleton width="50%" height={20} />
        <SkeletonText lines={4} />
      </SkeletonGroup>
    );
  } else {
    const { express } = data;
    body = (
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-fg">{data.goodsName}</h2>
          <Tag tone={STATUS_TONE[express.status]} dot>
            {t(`aftersale.express.status.${express.status}`)}
          </Tag>
        </div>
        <DescriptionList
          columns={2}
          items={[
            { key: 'orderNo', label: t('aftersale.common.orderNo'), value: <span className="font-mono">{data.orderNo}</span> },
            { key: 'company', label: t('aftersale.express.company'), value: express.company },
            {
              key: 'trackingNo',
              label: t('aftersale.express.trackingNo'),
              value: (
                <span className="inline-flex items-center gap-1">
                  <span className="font-mono">{express.trackingNo}</span>
                  <CopyButton text={express.trackingNo} iconOnly label={t('aftersale.express.trackingNo')} />
                </span>
              ),
            },
          ]}
        />
        {express.events.length === 0 ? (
          <EmptyState size="sm" title={t('aftersale.express.noEvents')} description={t('aftersale.express.noEventsText')} />
        ) : (
          <Timeline
            aria-label={t('aftersale.express.timeline')}
            items={express.events.map((event, i) => ({ key: `${event.time}-${i}`, title: event.text, time: event.time }))}
          />
        )}
      </div>
    );
  }

  return (
    <Page kind="form">
      <PageHeader
        icon={<IconTruck size={20} />}
        title={t(visitor ? 'route.inside.visitorExpress' : 'route.inside.express')}
        subtitle={t('aftersale.express.subtitle')}
      />
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <OrderNoInput value={draft} onChange={setDraft} placeholder={t('aftersale.express.orderNoPlaceholder')} />
        {visitor ? (
          <Input
            aria-label={t('aftersale.express.queryPwd')}
            name="queryPwd"
            type="password"
            autoComplete="off"
            value={pwd}
            onChange={(event) => setPwd(event.target.value)}
            placeholder={t('aftersale.express.queryPwdPlaceholder')}
            maxLength={30}
            wrapperClassName="sm:w-48"
          />
        ) : null}
        <Button type="submit" variant="primary">
          {t('aftersale.express.search')}
        </Button>
      </form>
      {error && data ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <section
        aria-label={t(visitor ? 'route.inside.visitorExpress' : 'route.inside.express')}
        aria-busy={loading || undefined}
        className="rounded-lg border border-line bg-surface shadow-xs"
      >
        {body}
      </section>
    </Page>
  );
}
