// /inside/accountmoney?type=&start=&end=&keyword=&page=: the balance (available, frozen), the ways to
// move it, and the fund log paged by the server; filters and page live in the address.
import { fundTypes, type FundType } from '@shop/session/contract/entities';
import { AccountMoneyView, type FundLogFilters } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { preloadAccount, preloadFundLog, useFundLog } from './funds.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { listQueryOf, param, setOnly, useListQuery, type ListSchema } from '#app/data/listQuery.ts';
import { MONEY_LINKS, dateFrom } from './shared.ts';

const PAGE_SIZE = 20;

// The money pages read dates strictly (a real day of the calendar), so their own reader.
const SCHEMA = {
  type: param.oneOf('type', fundTypes as readonly FundType[]),
  startDate: { name: 'start', read: dateFrom },
  endDate: { name: 'end', read: dateFrom },
  keyword: param.keyword(),
} satisfies ListSchema<FundLogFilters>;

/** The fund log's read for the address's filters and page. */
function logQuery(params: URLSearchParams) {
  const { filters, page } = listQueryOf(SCHEMA, params);
  return { page, pageSize: PAGE_SIZE, ...setOnly(filters) };
}

/** A full page load's first reads (routes/preload.ts). */
export function prefetch(location: Pick<Location, 'search'>): void {
  preloadAccount();
  preloadFundLog(logQuery(new URLSearchParams(location.search)));
}

export default function AccountMoneyPage() {
  const query = useListQuery(SCHEMA);
  const account = useAccount();
  const log = useFundLog(logQuery(query.params));

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
      {...query.view}
      links={{
        recharge: MONEY_LINKS.recharge,
        withdraw: MONEY_LINKS.withdraw,
        transfer: MONEY_LINKS.transfer,
        payInfo: MONEY_LINKS.payInfo,
      }}
    />
  );
}
