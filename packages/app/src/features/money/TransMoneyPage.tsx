// /inside/transMoney?direction=&page=: transfer to another customer. The payee is looked up and shown
// (masked) before the sale password is asked; the transfer goes once per request id (onceAction.ts)
// and the same transfer again within minutes is asked about first; refusals keep what was typed.
import { useCallback, useState } from 'react';
import { centsOfYuan } from '@shop/session';
import { TransferView, type TransferPayee, type TransferRequest, type TransferViewProps } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useTransfer, useTransferPayee, useTransfers } from './transfer.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { finishOnce, useOnceAction } from './onceAction.ts';
import { listViewOf, param, useListQuery } from '#app/data/listQuery.ts';
import { MONEY_LINKS, readAmount } from './shared.ts';

const PAGE_SIZE = 10;
const DIRECTIONS = ['in', 'out'] as const;

const contentOf = (r: TransferRequest) => `${r.to.trim().toLowerCase()}|${centsOfYuan(r.amount)}|${r.remark}`;

export default function TransMoneyPage() {
  const query = useListQuery({ direction: param.oneOf('direction', DIRECTIONS) }, { replace: true, pageSize: PAGE_SIZE });
  const { direction } = query.filters;
  const account = useAccount();
  const list = useTransfers({ page: query.page, pageSize: PAGE_SIZE, ...(direction ? { direction } : {}) });
  const lookup = useTransferPayee();
  const transfer = useTransfer();
  const [payee, setPayee] = useState<TransferPayee | null>(null);
  const [done, setDone] = useState<TransferViewProps['done']>(null);
  const { trigger } = transfer;
  const send = useCallback((request: TransferRequest, requestId: string) => trigger({ ...request, requestId }), [trigger]);
  const once = useOnceAction('transfer', contentOf, send, { warnRepeat: true });

  const { finish, repeatProps } = finishOnce(once, (answer) => {
    setDone({
      ...answer,
      payee: payee ?? {
        to: '',
        matchedBy: 'loginName',
        loginName: answer.transfer.counterparty,
        nickname: answer.transfer.counterparty,
        avatar: '',
      },
    });
    query.go({ direction: '' });
  });

  return (
    <TransferView
      {...readStateOf(account)}
      account={account.data ? { balance: account.data.balance, salePwdSet: account.data.salePwd.set } : undefined}
      readAmount={readAmount}
      onLookup={async (to) => {
        transfer.reset();
        const found = await lookup.trigger({ to });
        setPayee(found);
        return found;
      }}
      lookingUp={lookup.isMutating}
      lookupError={lookup.error ? errorMessageOf(lookup.error) : null}
      // No answer came (not a refusal): the look-up is a read, asked again with its retry.
      lookupRetry={lookup.error !== undefined && !isBusinessError(lookup.error)}
      onSubmit={(request) => {
        transfer.reset();
        return finish(once.run(request));
      }}
      submitting={transfer.isMutating}
      submitError={transfer.error ? errorMessageOf(transfer.error) : null}
      {...repeatProps}
      done={done}
      onAnother={() => {
        transfer.reset();
        lookup.reset();
        setPayee(null);
        setDone(null);
      }}
      records={{ items: list.data?.list, ...listViewOf(query.paging, list) }}
      recordDirection={direction}
      onRecordDirectionChange={(next) => query.go({ direction: next })}
      links={{ security: MONEY_LINKS.security, fundLog: MONEY_LINKS.fundLog }}
    />
  );
}
