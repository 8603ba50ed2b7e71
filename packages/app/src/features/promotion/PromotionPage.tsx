// /inside/inter/promotion?tab=&page=&keyword=: status, figures, the collectable commission and
// collecting it (once per request id: a double click, a retry or a second tab collects once;
// onceAction.ts), the commission records, my collections and a share link per goods with what a
// purchase earns (session's cents rules). A refusal shows the server's msg and keeps the amount.
import { useCallback, useState } from 'react';
import {
  centsOfInput,
  centsOfYuan,
  commissionCents,
  goodsShareLink,
  inputOfCents,
  withdrawAmountProblem,
  yuanOfCents,
} from '@shop/session';
import type { CollectRecord } from '@shop/session/contract';
import { PromotionView, type PromotionTab, type ShareGoods } from '@shop/ui';
import {
  useCollectable,
  useCollectCommission,
  useCollects,
  useCommissionDetails,
  usePromotionLink,
  usePromotionStatus,
  usePromotionTotals,
  useShareGoods,
} from './promotion.ts';
import { finishOnce, useOnceAction } from '../money/onceAction.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { param, useListQuery } from '#app/data/listQuery.ts';
import { PROMOTION_LINKS, inviteSummaryOf } from './shared.ts';

const PAGE_SIZE = 10;
const TABS = ['details', 'collects', 'goods'] as const satisfies readonly PromotionTab[];
// The keyword is the goods tab's search: another tab leaves it out. Tabs and pages are no steps to go back through.
const SCHEMA = { tab: param.choice('tab', TABS, 'details'), keyword: param.keyword() };

/** The collect request: the amount in yuan (two decimals). */
interface CollectRequest {
  amount: number;
}
const contentOf = (request: CollectRequest) => String(centsOfYuan(request.amount));

export default function PromotionPage() {
  const query = useListQuery(SCHEMA, { pageSize: PAGE_SIZE, replace: true });
  const { tab, keyword } = query.filters;
  const { page } = query;
  const status = usePromotionStatus();
  const link = usePromotionLink();
  const totals = usePromotionTotals();
  const collectable = useCollectable();
  // A tab's list is read while it is shown: its failure is then where the user looks.
  const details = useCommissionDetails(tab === 'details');
  const collects = useCollects(tab === 'collects' ? { page, pageSize: PAGE_SIZE } : null);
  const goods = useShareGoods(tab === 'goods' ? { page, pageSize: PAGE_SIZE, keyword } : null);
  const collect = useCollectCommission();
  const [done, setDone] = useState<CollectRecord | null>(null);
  const { trigger } = collect;
  const send = useCallback(
    (request: CollectRequest, requestId: string) => trigger({ amount: inputOfCents(centsOfYuan(request.amount)), requestId }),
    [trigger],
  );
  const once = useOnceAction('promotionCollect', contentOf, send, { warnRepeat: true });

  const go = (next: { tab: PromotionTab; page?: number; keyword?: string }) =>
    query.go({ tab: next.tab, keyword: next.tab === 'goods' ? (next.keyword ?? '') : '' }, next.page);
  const { finish, repeatProps } = finishOnce(once, setDone);

  const summary = collectable.data;
  const invite = inviteSummaryOf(status.data, link.data);
  const rate = status.data?.rate ?? 0;
  const mine = link.data;
  const shareGoods: ShareGoods[] | undefined =
    goods.data && mine
      ? goods.data.list.map((row) => ({
          goodsId: row.goodsId,
          name: row.name,
          cover: row.cover,
          price: row.retail,
          cost: row.cost,
          earning: yuanOfCents(commissionCents(centsOfYuan(row.retail), rate)),
          link: goodsShareLink(mine.link, mine.inviteCode, row.goodsId),
        }))
      : undefined;

  return (
    <PromotionView
      // Drawn from both reads: either one's failure is the status line's, its retry reads the failed ones again.
      status={{ ...readStateOf(withSideReads(link, status)), data: invite }}
      totals={{ ...readStateOf(totals), data: totals.data }}
      collect={{ ...readStateOf(collectable), data: summary }}
      checkAmount={(text) => {
        const cents = centsOfInput(text);
        const problem = withdrawAmountProblem(cents, {
          availableCents: summary ? centsOfYuan(summary.collectable) : 0,
          minimumCents: summary ? centsOfYuan(summary.minimum) : 0,
        });
        return { amount: cents === null ? null : yuanOfCents(cents), problem };
      }}
      allAmount={summary ? inputOfCents(centsOfYuan(summary.collectable)) : ''}
      onCollect={(amount) => {
        collect.reset();
        return finish(once.run({ amount }));
      }}
      collecting={collect.isMutating}
      collectError={collect.error ? errorMessageOf(collect.error) : null}
      {...repeatProps}
      done={done}
      details={{ ...readStateOf(details), data: details.data?.list }}
      collects={{
        ...readStateOf(collects),
        items: collects.data?.list,
        total: collects.data?.total,
        page: tab === 'collects' ? page : 1,
        pageSize: PAGE_SIZE,
        onPageChange: (next) => go({ tab: 'collects', page: next }),
      }}
      goods={{
        ...readStateOf(goods.error ? goods : link),
        items: shareGoods,
        total: goods.data?.total,
        page: tab === 'goods' ? page : 1,
        pageSize: PAGE_SIZE,
        onPageChange: (next) => go({ tab: 'goods', page: next, keyword }),
        keyword: tab === 'goods' ? keyword : '',
        onKeywordChange: (next) => go({ tab: 'goods', page: 1, keyword: next }),
      }}
      tab={tab}
      onTabChange={(next) => go({ tab: next })}
      links={{ invite: PROMOTION_LINKS.invite, fundLog: PROMOTION_LINKS.fundLog }}
    />
  );
}
