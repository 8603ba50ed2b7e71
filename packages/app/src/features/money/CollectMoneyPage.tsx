// /inside/collectMoney?status=&page=: withdraw from the balance. The quote (fee, what arrives) is
// session's cents rule; the withdrawal goes once per request id (onceAction.ts); a refusal shows the
// server's msg and the form keeps what was typed; the receipt follows a success.
import { useCallback, useState } from 'react';
import { centsOfInput, centsOfYuan, inputOfCents, withdrawAmountProblem, withdrawQuote, yuanOfCents } from '@shop/session';
import type { Withdrawal } from '@shop/session/contract';
import { WithdrawView, type WithdrawConfig, type WithdrawQuote, type WithdrawRequest } from '@shop/ui';
import { useWithdraw, useWithdrawConfig, useWithdrawals } from './withdraw.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { finishOnce, useOnceAction } from './onceAction.ts';
import { listViewOf, param, useListQuery } from '#app/data/listQuery.ts';
import { MONEY_LINKS } from './shared.ts';

const PAGE_SIZE = 10;
const STATUSES = ['processing', 'done', 'failed'] as const;

/** The quote of a typed amount against the config, in integer cents. */
export function quoteOf(config: WithdrawConfig | undefined, text: string): WithdrawQuote {
  const cents = centsOfInput(text);
  if (!config || cents === null) return { amount: null, fee: 0, arrives: 0, problem: 'invalid' };
  const problem = withdrawAmountProblem(cents, {
    availableCents: centsOfYuan(config.available),
    minimumCents: centsOfYuan(config.minimum),
  });
  const { feeCents, arrivesCents } = withdrawQuote(cents, config.feeRate, centsOfYuan(config.minFee));
  return { amount: yuanOfCents(cents), fee: yuanOfCents(feeCents), arrives: yuanOfCents(arrivesCents), problem };
}

const contentOf = (r: WithdrawRequest) => `${centsOfYuan(r.amount)}|${r.channel}|${r.account.replace(/\s/g, '')}|${r.accountName}`;

export default function CollectMoneyPage() {
  const query = useListQuery({ status: param.oneOf('status', STATUSES) }, { replace: true, pageSize: PAGE_SIZE });
  const { status } = query.filters;
  const config = useWithdrawConfig();
  const list = useWithdrawals({ page: query.page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const withdraw = useWithdraw();
  const [done, setDone] = useState<Withdrawal | null>(null);
  const { trigger } = withdraw;
  const send = useCallback((request: WithdrawRequest, requestId: string) => trigger({ ...request, requestId }), [trigger]);
  const once = useOnceAction('withdraw', contentOf, send, { warnRepeat: true });

  // A refusal shows (submitError) and the form keeps what was typed.
  const { finish, repeatProps } = finishOnce(once, (answer) => {
    setDone(answer);
    query.go({ status: '' });
  });

  return (
    <WithdrawView
      {...readStateOf(config)}
      config={config.data}
      quote={(text) => quoteOf(config.data, text)}
      allAmount={config.data ? inputOfCents(centsOfYuan(config.data.available)) : ''}
      onSubmit={(request) => {
        withdraw.reset();
        return finish(once.run(request));
      }}
      submitting={withdraw.isMutating}
      submitError={withdraw.error ? errorMessageOf(withdraw.error) : null}
      {...repeatProps}
      done={done}
      onAnother={() => {
        withdraw.reset();
        setDone(null);
      }}
      records={{ items: list.data?.list, ...listViewOf(query.paging, list) }}
      recordStatus={status}
      onRecordStatusChange={(next) => query.go({ status: next })}
      links={{ security: MONEY_LINKS.security, fundLog: MONEY_LINKS.fundLog }}
    />
  );
}
