// /inside/accountmoney?type=&start=&end=&keyword=&page=: the balance (available, frozen), the ways to
// move it, and the fund log paged by the server; filters and page live in the address.
import { useSearchParams } from 'react-router-dom';
import { fundTypes, type FundType } from '@shop/session/contract/entities';
import { AccountMoneyView, type FundLogFilters } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { preloadAccount, preloadFundLog, useFundLog } from './funds.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { MONEY_LINKS, dateFrom, keywordFrom, oneOf, pageFrom, setOnly } from './shared.ts';

const PAGE_SIZE = 20;

function filtersFrom(params: URLSearchParams): FundLogFilters {
  return {
    type: oneOf<FundType>(params.get('type'), fundTypes),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
    keyword: keywordFrom(params.get('keyword')),
  };
}

/** The fund log's read for the address's filters and page. */
function logQuery(params: URLSearchParams) {
  return { page: pageFrom(params.get('page')), pageSize: PAGE_SIZE, ...setOnly(filtersFrom(params)) };
}

/** A full page load's first reads (routes/preload.ts). */
export function prefetch(location: Pick<Location, 'search'>): void {
  preloadAccount();
  preloadFundLog(logQuery(new URLSearchParams(location.search)));
}

export default function AccountMoneyPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const account = useAccount();
  const log = useFundLog(logQuery(params));

  const go = (next: FundLogFilters, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next.type) query.set('type', next.type);
    if (next.startDate) query.set('start', next.startDate);
    if (next.endDate) query.set('end', next.endDate);
    if (next.keyword) query.set('keyword', next.keyword);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <AccountMoneyView
      {...readStateOf(log)}
      summary={account.data ? { balance: account.data.balance, frozen: account.data.frozenBalance } : undefined}
      summaryError={account.error ? errorMessageOf(account.error) : null}
      onSummaryRetry={() => void account.mutate()}
      entries={log.data?.list}
      income={log.data?.income}
      expense={log.data?.expense}
      total={log.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(filters, next)}
      filters={filters}
      onFiltersChange={(next) => go(next)}
      links={{
        recharge: MONEY_LINKS.recharge,
        withdraw: MONEY_LINKS.withdraw,
        transfer: MONEY_LINKS.transfer,
        payInfo: MONEY_LINKS.payInfo,
      }}
    />
  );
}
