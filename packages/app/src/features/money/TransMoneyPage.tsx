// /inside/transMoney?direction=&page=: transfer to another customer. The payee is looked up and shown
// (masked) before the sale password is asked; the transfer goes once per request id (onceAction.ts)
// and the same transfer again within minutes is asked about first; refusals keep what was typed.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { centsOfYuan } from '@shop/session';
import { TransferView, type TransferPayee, type TransferRequest, type TransferViewProps } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useTransfer, useTransferPayee, useTransfers } from './transfer.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { RepeatedAction, useOnceAction } from './onceAction.ts';
import { MONEY_LINKS, minutesSince, oneOf, pageFrom, readAmount } from './shared.ts';

const PAGE_SIZE = 10;
const DIRECTIONS = ['in', 'out'] as const;

const contentOf = (r: TransferRequest) => `${r.to.trim().toLowerCase()}|${centsOfYuan(r.amount)}|${r.remark}`;

export default function TransMoneyPage() {
  const [params, setParams] = useSearchParams();
  const direction = oneOf(params.get('direction'), DIRECTIONS);
  const page = pageFrom(params.get('page'));
  const account = useAccount();
  const list = useTransfers({ page, pageSize: PAGE_SIZE, ...(direction ? { direction } : {}) });
  const lookup = useTransferPayee();
  const transfer = useTransfer();
  const [payee, setPayee] = useState<TransferPayee | null>(null);
  const [done, setDone] = useState<TransferViewProps['done']>(null);
  const { trigger } = transfer;
  const send = useCallback((request: TransferRequest, requestId: string) => trigger({ ...request, requestId }), [trigger]);
  const once = useOnceAction('transfer', contentOf, send, { warnRepeat: true });

  const go = (next: { direction?: typeof direction; page?: number }) => {
    const query = new URLSearchParams();
    const nextDirection = next.direction ?? direction;
    if (nextDirection) query.set('direction', nextDirection);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const finish = async (run: ReturnType<typeof once.run>) => {
    try {
      const answer = await run;
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
      go({ direction: '', page: 1 });
    } catch (error) {
      if (error instanceof RepeatedAction) return;
      throw error;
    }
  };

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
      onSubmit={(request) => {
        transfer.reset();
        return finish(once.run(request));
      }}
      submitting={transfer.isMutating}
      submitError={transfer.error ? errorMessageOf(transfer.error) : null}
      repeat={once.repeat ? { minutes: minutesSince(once.repeat.doneAt) } : null}
      onConfirmRepeat={() => void finish(once.confirmRepeat()).catch(() => undefined)}
      onCancelRepeat={once.dismissRepeat}
      done={done}
      onAnother={() => {
        transfer.reset();
        lookup.reset();
        setPayee(null);
        setDone(null);
      }}
      records={{
        ...readStateOf(list),
        items: list.data?.list,
        total: list.data?.total,
        page,
        pageSize: PAGE_SIZE,
        onPageChange: (next) => go({ page: next }),
      }}
      recordDirection={direction}
      onRecordDirectionChange={(next) => go({ direction: next, page: 1 })}
      links={{ security: MONEY_LINKS.security, fundLog: MONEY_LINKS.fundLog }}
    />
  );
}
