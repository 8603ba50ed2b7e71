// Money pages: fund log (accountmoney), payment records (payInfo), withdrawal (collectMoney) and
// transfer (transMoney); both writes need the sale password and leave fund logs on every side, and both
// act once per client request id (requestOnce.ts). The transfer's payee is shown (masked) before it is sent.
import { api, toCents } from '@shop/session/contract';
import {
  HOUR,
  customerByAccount,
  mask,
  moveBalance,
  nextId,
  paginate,
  parseDay,
  salePwdProblem,
  yuan,
  type CustomerRow,
  type Db,
} from '../db/index.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { onceFor } from './kit/requestOnce.ts';
import { fundLogView, payRecordView, transferView, withdrawalView } from './kit/views.ts';

const C = api.customer;

export const WITHDRAW_MINIMUM_CENTS = 1000;
export const WITHDRAW_MIN_FEE_CENTS = 100;
export const TRANSFER_MINIMUM_CENTS = 100;
export const TRANSFER_MAXIMUM_CENTS = 5_000_000;

/** Percent fee: 1 %, halved for 黄金会员 and above (a level benefit). */
const feeRateOf = (customer: CustomerRow) => (customer.levelId >= 3 ? 0.5 : 1);

const CHANNELS = [
  { channel: 'alipay' as const, label: '支付宝', manual: false },
  { channel: 'wechat' as const, label: '微信（人工审核）', manual: true },
  { channel: 'bank' as const, label: '银行卡（人工审核）', manual: true },
];

/** Automatic (Alipay) withdrawals arrive two hours after the request, as the message promises. */
export function settleWithdrawals(db: Db, customer: CustomerRow, now: number): void {
  for (const w of db.withdrawals) {
    if (w.customerId !== customer.id || w.status !== 'processing' || w.mode !== 'auto' || w.createdAt + 2 * HOUR > now) continue;
    w.status = 'done';
    w.message = '已到账';
    w.finishedAt = w.createdAt + 2 * HOUR;
    customer.frozenCents = Math.max(0, customer.frozenCents - w.amountCents);
  }
}

function inRange(at: number, start: string | undefined, end: string | undefined): boolean {
  return (start === undefined || at >= parseDay(start)) && (end === undefined || at <= parseDay(end, true));
}

function checkSalePwd(customer: CustomerRow, given: string): void {
  const problem = salePwdProblem(customer, given, 'required');
  if (problem !== null) fail(problem);
}

/** The customer a transfer reaches: by login name, bound mobile or bound e-mail; never oneself or a disabled account. */
function payeeOf(db: Db, customer: CustomerRow, to: string): CustomerRow {
  const target = customerByAccount(db, to);
  if (!target) fail('收款账号不存在，请核对登录名、手机号或邮箱');
  if (target.id === customer.id) fail('不能转账给自己');
  if (target.status !== 'active') fail('对方账号已被禁用，无法转账');
  return target;
}

/** 张** — the first character of a nickname. */
const maskName = (name: string) => (name.length <= 1 ? '*' : `${name.slice(0, 1)}${'*'.repeat(Math.min(name.length - 1, 2))}`);

export const moneyRoutes: MockRoute[] = [
  route(C.getFundLog, ({ db, body, customer }) => {
    const keyword = body.keyword.toLowerCase();
    const rows = db.fundLogs.filter(
      (f) =>
        f.customerId === customer.id &&
        (body.type === undefined || f.type === body.type) &&
        inRange(f.createdAt, body.startDate, body.endDate) &&
        (keyword === '' || f.remark.toLowerCase().includes(keyword) || (f.orderNo ?? '').includes(keyword)),
    );
    const income = rows.filter((f) => f.amountCents > 0).reduce((s, f) => s + f.amountCents, 0);
    const expense = rows.filter((f) => f.amountCents < 0).reduce((s, f) => s - f.amountCents, 0);
    return { ...paginate(rows.map(fundLogView), body.page, body.pageSize), income: yuan(income), expense: yuan(expense) };
  }),

  route(C.getPayRecords, ({ db, body, customer }) => {
    const keyword = body.keyword.toLowerCase();
    const rows = db.payRecords
      .filter(
        (r) =>
          r.customerId === customer.id &&
          (body.kind === undefined || r.kind === body.kind) &&
          (body.status === undefined || r.status === body.status) &&
          inRange(r.createdAt, body.startDate, body.endDate) &&
          (keyword === '' || r.orderNo.includes(keyword) || r.title.toLowerCase().includes(keyword)),
      )
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(payRecordView);
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getWithdrawConfig, ({ db, customer, now }) => {
    settleWithdrawals(db, customer, now);
    return {
      available: yuan(customer.balanceCents),
      frozen: yuan(customer.frozenCents),
      minimum: yuan(WITHDRAW_MINIMUM_CENTS),
      feeRate: feeRateOf(customer),
      minFee: yuan(WITHDRAW_MIN_FEE_CENTS),
      inProgress: yuan(customer.frozenCents),
      salePwdSet: customer.salePwd !== null,
      channels: CHANNELS,
    };
  }),

  route(C.doWithdraw, ({ db, body, customer, now }) =>
    onceFor(db, customer, C.doWithdraw, body, now, () => {
      checkSalePwd(customer, body.salePwd);
      const cents = toCents(body.amount);
      if (cents < WITHDRAW_MINIMUM_CENTS) fail(`单笔提现不得少于 ¥${yuan(WITHDRAW_MINIMUM_CENTS).toFixed(2)}`);
      if (cents > customer.balanceCents) fail(`可提现余额不足，当前可提现 ¥${yuan(customer.balanceCents).toFixed(2)}`);
      if (body.channel === 'alipay' && !/^(1[3-9]\d{9}|[^@\s]+@[^@\s]+\.[a-z]{2,})$/i.test(body.account))
        fail('请输入正确的支付宝账号（手机号或邮箱）');
      if (body.channel === 'bank' && !/^\d{16,19}$/.test(body.account.replace(/\s/g, ''))) fail('请输入正确的银行卡号');
      const fee = Math.max(Math.round((cents * feeRateOf(customer)) / 100), WITHDRAW_MIN_FEE_CENTS);
      const to = CHANNELS.find((c) => c.channel === body.channel) as (typeof CHANNELS)[number];
      moveBalance(db, customer, -cents, { type: 'withdrawal', remark: `提现到${to.label.replace(/（.*）/, '')}（处理中）`, at: now });
      customer.frozenCents += cents;
      const row = {
        id: nextId(db, 'withdrawals'),
        customerId: customer.id,
        amountCents: cents,
        feeCents: fee,
        actualCents: cents - fee,
        channel: body.channel,
        account:
          body.channel === 'bank'
            ? `${body.account.replace(/\s/g, '').slice(0, 4)} **** **** ${body.account.slice(-4)}`
            : mask.contact(body.account),
        accountName: mask.text(body.accountName),
        mode: to.manual ? ('manual' as const) : ('auto' as const),
        status: 'processing' as const,
        message: to.manual ? '等待人工审核，1个工作日内处理' : '审核中，预计2小时内到账',
        createdAt: now,
        finishedAt: null,
      };
      db.withdrawals.unshift(row);
      return reply(withdrawalView(row), { msg: '提现申请已提交' });
    }),
  ),

  route(C.getWithdrawList, ({ db, body, customer, now }) => {
    settleWithdrawals(db, customer, now);
    const rows = db.withdrawals
      .filter((w) => w.customerId === customer.id && (body.status === undefined || w.status === body.status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(withdrawalView);
    return paginate(rows, body.page, body.pageSize);
  }),

  route(C.getTransferPayee, ({ db, body, customer }) => {
    const payee = payeeOf(db, customer, body.to);
    const key = body.to.trim().toLowerCase();
    return {
      to: body.to.trim(),
      matchedBy:
        payee.loginName.toLowerCase() === key ? ('loginName' as const) : payee.mobile === key ? ('mobile' as const) : ('email' as const),
      loginName: mask.text(payee.loginName),
      nickname: maskName(payee.nickname || payee.loginName),
      avatar: payee.avatar,
    };
  }),

  route(C.doTransfer, ({ db, body, customer, now }) =>
    onceFor(db, customer, C.doTransfer, body, now, () => {
      checkSalePwd(customer, body.salePwd);
      const target = payeeOf(db, customer, body.to);
      const cents = toCents(body.amount);
      if (cents < TRANSFER_MINIMUM_CENTS) fail(`单笔转账不得少于 ¥${yuan(TRANSFER_MINIMUM_CENTS).toFixed(2)}`);
      if (cents > TRANSFER_MAXIMUM_CENTS) fail(`单笔转账不得超过 ¥${yuan(TRANSFER_MAXIMUM_CENTS).toFixed(2)}`);
      if (cents > customer.balanceCents) fail(`余额不足，当前余额 ¥${yuan(customer.balanceCents).toFixed(2)}`);
      const note = body.remark ? `（${body.remark}）` : '';
      moveBalance(db, customer, -cents, { type: 'transfer_out', remark: `转账给 ${target.loginName}${note}`, at: now });
      moveBalance(db, target, cents, { type: 'transfer_in', remark: `收到 ${customer.loginName} 的转账${note}`, at: now });
      const row = {
        id: nextId(db, 'transfers'),
        fromId: customer.id,
        toId: target.id,
        amountCents: cents,
        remark: body.remark,
        createdAt: now,
      };
      db.transfers.push(row);
      return reply({ transfer: transferView(db, row, customer.id), balance: yuan(customer.balanceCents) }, { msg: '转账成功' });
    }),
  ),

  route(C.getTransferList, ({ db, body, customer }) => {
    const rows = db.transfers
      .filter(
        (t) =>
          (t.fromId === customer.id || t.toId === customer.id) &&
          (body.direction === undefined || (body.direction === 'out') === (t.fromId === customer.id)),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((t) => transferView(db, t, customer.id));
    return paginate(rows, body.page, body.pageSize);
  }),
];
