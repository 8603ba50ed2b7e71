// /inside/buyGoods?id=: the goods and its purchase form. A balance purchase is paid at once (the
// success panel shows the new balance and leads to the order); any other method continues at
// /pay/payonline. A refusal shows the server's msg and the form keeps what was typed.
import { useDeferredValue, useRef, useState } from 'react';
import { maskCard } from '@shop/session';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BuyGoodsView, useT, type BuyFormValues, type BuySuccess, type CouponQuery, type CouponState } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useCaptcha, useCheckCoupon, useCreateOrder, useFavoriteToggle, useGoodsInfo, usePickableKeys } from './order.ts';
import { useSiteInfo } from '../site/siteInfo.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { readVisitorToken, rememberVisitorOrder } from '#app/storage/visitorMemory.ts';
import { useRequestId } from '#app/request/requestId.ts';
import { goodsIdFrom } from './goodsId.ts';
import { loginHref, orderDetailHref } from '../orders/payRoutes.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';

const ONLINE = ['alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'] as const;

export default function BuyGoodsPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = goodsIdFrom(params.get('id'));
  const loggedIn = hasUserToken();
  const goods = useGoodsInfo(id);
  const account = useAccount({ enabled: loggedIn });
  const site = useSiteInfo();
  const order = useCreateOrder();
  // One id per purchase, kept over its retries: an answer lost after the order was placed is not a second order.
  const attempt = useRequestId();
  const favorite = useFavoriteToggle();
  const [serverError, setServerError] = useState<string | null>(null);
  const checkCoupon = useCheckCoupon();
  const [coupon, setCoupon] = useState<CouponState | null>(null);
  // Only the answer to the latest check counts (the form may ask again before an answer arrives).
  const latestCoupon = useRef<CouponQuery | null>(null);
  const [pickQuery, setPickQuery] = useState<{ optionId: number | null; page: number } | null>(null);
  const pickable = usePickableKeys(id !== null && pickQuery !== null ? { goodsId: id, ...pickQuery } : null);
  const captcha = useCaptcha(goods.data?.captchaRequired === true);
  // The goods page (options, inputs, price, cover) is drawn in a render React may interrupt: drawn when
  // the goods arrive, it was the page's longest task at phone speed (~30 ms), and input waited for it.
  // Until it is drawn the page keeps its loading state. The router's navigations are transitions, in which
  // nothing is deferred; should an urgent update ever change the id, the deferred value would still be the
  // previous goods, whose form this one must not start from: it is never drawn.
  const deferredGoods = useDeferredValue(goods.data);
  const shownGoods = deferredGoods?.id === id ? deferredGoods : undefined;
  const [success, setSuccess] = useState<BuySuccess | null>(null);
  // A new form after "buy again" (and for another goods): the key resets what was typed.
  const [formRound, setFormRound] = useState(0);

  // The goods, and the balance and sale-password setting beside the form: a failure of either shows with a retry.
  const read = readStateOf(withSideReads(goods, account));
  const methods = site.data ? site.data.payMethods.filter((m) => m !== 'balance') : [...ONLINE];
  const here = `${location.pathname}${location.search}`;

  const submit = async (values: BuyFormValues) => {
    if (id === null) return;
    setServerError(null);
    setSuccess(null);
    try {
      const created = await order.trigger({
        goodsId: id,
        quantity: values.quantity,
        payMethod: values.payMethod,
        contact: values.contact,
        queryPwd: values.queryPwd,
        inputs: values.inputs,
        coupon: values.coupon,
        remark: '',
        ...(values.optionId !== null ? { optionId: values.optionId } : {}),
        cardIds: values.cardIds,
        captchaId: values.captchaId,
        captcha: values.captcha,
        visitorToken: loggedIn ? '' : await readVisitorToken(),
        ...(values.payMethod === 'balance' ? { salePwd: values.salePwd } : {}),
        requestId: attempt.id,
      });
      attempt.next();
      // The visitor's order list (this browser's memory) starts with it.
      if (!loggedIn) void rememberVisitorOrder(created.orderNo, created.visitorToken);
      if (created.next === 'pay') {
        void navigate(`/pay/payonline?orderNo=${encodeURIComponent(created.orderNo)}`);
        return;
      }
      setSuccess({
        orderNo: created.orderNo,
        amount: created.amount,
        balance: created.balance,
        cardCount: created.cards.length,
        cards: created.cards.map(maskCard),
        deliveryText: created.deliveryText,
        orderHref: orderDetailHref(created.orderNo, loggedIn),
      });
    } catch (error) {
      setServerError(errorMessageOf(error));
      // The refusal may come from a stock that changed meanwhile: show the goods as they are now.
      void goods.mutate();
      // Picked keys may have gone to someone else meanwhile.
      if (pickQuery !== null) void pickable.mutate();
    } finally {
      // Every try uses the captcha up (refused or not): a new one, the rest of the form kept.
      if (goods.data?.captchaRequired) void captcha.mutate();
    }
  };

  const runCouponCheck = async (query: CouponQuery) => {
    if (id === null) return;
    latestCoupon.current = query;
    setCoupon((current) => ({ query, checking: true, result: current?.result ?? null, error: null }));
    try {
      const result = await checkCoupon.trigger({
        code: query.code,
        goodsId: id,
        quantity: query.quantity,
        cardIds: query.cardIds,
        ...(query.optionId !== null ? { optionId: query.optionId } : {}),
      });
      if (latestCoupon.current === query) setCoupon({ query, checking: false, result, error: null });
    } catch (error) {
      if (latestCoupon.current === query) setCoupon({ query, checking: false, result: null, error: errorMessageOf(error) });
    }
  };

  return (
    <BuyGoodsView
      key={`${id ?? 'none'}-${formRound}`}
      goods={shownGoods}
      loading={goods.isLoading || (goods.data !== undefined && shownGoods === undefined)}
      error={id === null ? t('shop.buy.missingId') : read.error}
      retrying={read.retrying}
      onRetry={id === null ? undefined : read.onRetry}
      loggedIn={loggedIn}
      balance={account.data?.balance ?? null}
      salePwdRequired={account.data ? account.data.salePwd.set && account.data.salePwd.enabled : false}
      methods={methods}
      submitting={order.isMutating}
      serverError={serverError}
      onSubmit={(values) => void submit(values)}
      favoriteBusy={favorite.busy}
      onToggleFavorite={() => {
        if (!goods.data) return;
        favorite.toggle(goods.data.id, goods.data.favorite).catch((error: unknown) => setServerError(errorMessageOf(error)));
      }}
      loginHref={loginHref(here)}
      success={success}
      onBuyAgain={() => {
        setSuccess(null);
        setServerError(null);
        setCoupon(null);
        setPickQuery(null);
        setFormRound((n) => n + 1);
      }}
      onNavigate={(to) => void navigate(to)}
      onInternalLink={(to) => void navigate(to)}
      pickable={pickable.data ?? null}
      pickableLoading={pickable.isLoading || (pickable.isValidating && pickable.data === undefined)}
      pickableError={pickable.error?.message ?? null}
      onPickableQuery={(query) => {
        setPickQuery(query);
        if (pickQuery && pickQuery.optionId === query.optionId && pickQuery.page === query.page) void pickable.mutate();
      }}
      coupon={coupon}
      onCheckCoupon={(query) => void runCouponCheck(query)}
      onClearCoupon={() => {
        latestCoupon.current = null;
        setCoupon(null);
      }}
      captcha={captcha.data ?? null}
      captchaLoading={captcha.isValidating}
      captchaError={captcha.error ? t('shop.buy.captchaLoadFailed') : null}
      onRefreshCaptcha={() => void captcha.mutate()}
    />
  );
}
