// /inside/inter/myaccount: account security. Every customer call of spec §7 that belongs here is
// reachable: profile (updateFrontCustomer, uploadFile), login name (doUpdateLoginName), login password
// (updateFrontLoginPwd), sale password (setSalePwd with its repeat encoding, setNewSalePwd,
// setSalePwdStatus), bindings (getWeixinBind / getBindQrcode, doWeixinBindDelete, doUnbind*, mobile and
// e-mail codes), open API (doOpenApi, doOpenApiStatus, doOpenApiKey). R4.13.
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AccountSecurityView, SOCIAL_PROVIDERS, type BindingQr, type CodeSent, type SocialProviderKey } from '@shop/ui';
import { accountKey, useAccount } from './account.ts';
import { useBindQrcode, useCancelWeixinBind, useUnbind, useWeixinBindQrCode } from './bindings.ts';
import { useUpdateLoginName } from './loginName.ts';
import { useUpdateLoginPassword } from './loginPassword.ts';
import { useEnableOpenApi, useOpenApiKey, useOpenApiStatus } from './openApi.ts';
import { useUpdateProfile, useUploadFile } from './profile.ts';
import { useChangeSalePassword, useSalePasswordStatus, useSetSalePassword } from './salePassword.ts';
import {
  useBindMobile,
  useEmailBind,
  useEmailBindAction,
  useSendBindMobileCode,
  useSendUnbindMobileCode,
  useUnbindMobile,
} from './verification.ts';
import { config } from '#app/config.ts';
import { t } from '#app/i18n.ts';
import { forgetCallbackState, storeCallbackState } from '#app/storage/callbackStates.ts';
import { devScanLink } from '../callbacks/devLink.ts';
import { guarded, toastSuccess } from './feedback.ts';

type Section = 'profile' | 'loginName' | 'loginPassword' | 'salePassword' | 'openApi' | 'mobile' | 'email' | SocialProviderKey;

/** While a QR code waits to be scanned, the account is read again this often to see the binding land. */
export const BIND_POLL_MS = 2000;

interface PendingQr extends BindingQr {
  state: string;
}

export default function AccountSecurityPage() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount();
  const { mutate: globalMutate } = useSWRConfig();
  const [errors, setErrors] = useState<Partial<Record<Section, string | null>>>({});
  const errorSetter = (section: Section) => (message: string | null) => setErrors((all) => ({ ...all, [section]: message }));
  const run = <T,>(section: Section, write: () => Promise<T>) => guarded(errorSetter(section), write);

  // ---- profile, login name, login password ----
  const updateProfile = useUpdateProfile();
  const uploadFile = useUploadFile();
  const updateLoginName = useUpdateLoginName();
  const updateLoginPassword = useUpdateLoginPassword();
  const [passwordChanged, setPasswordChanged] = useState(false);

  // ---- sale password ----
  const setSalePwd = useSetSalePassword();
  const changeSalePwd = useChangeSalePassword();
  const salePwdStatus = useSalePasswordStatus();
  const salePasswordRequired = account?.salePwd.enabled ?? false;

  // ---- open API ----
  const enableOpenApi = useEnableOpenApi();
  const openApiStatus = useOpenApiStatus();
  const openApiKey = useOpenApiKey();
  const [revealedKey, setRevealedKey] = useState<string | null>(null);

  // ---- QR bindings ----
  const weixinQr = useWeixinBindQrCode();
  const otherQr = useBindQrcode();
  const cancelQr = useCancelWeixinBind();
  const unbind = { weixin: useUnbind('weixin'), qq: useUnbind('qq'), mp: useUnbind('mp'), wc: useUnbind('wc') };
  const [qrs, setQrs] = useState<Partial<Record<SocialProviderKey, PendingQr>>>({});
  const [qrBusy, setQrBusy] = useState<Partial<Record<SocialProviderKey, 'bind' | 'refresh' | 'cancel'>>>({});
  const lastExpiry = Math.max(0, ...SOCIAL_PROVIDERS.map((p) => qrs[p]?.expiresAt ?? 0));

  // Poll the account while a code waits (until the last one expires); a binding that landed ends its wait.
  useEffect(() => {
    if (lastExpiry === 0) return;
    const timer = setInterval(() => {
      if (Date.now() < lastExpiry) void globalMutate(accountKey);
    }, BIND_POLL_MS);
    return () => clearInterval(timer);
  }, [lastExpiry, globalMutate]);
  const announced = useRef(new Set<SocialProviderKey>());
  useEffect(() => {
    if (!account) return;
    for (const provider of SOCIAL_PROVIDERS) {
      if (qrs[provider] && account.bindings[provider].bound && !announced.current.has(provider)) {
        announced.current.add(provider);
        setQrs((all) => ({ ...all, [provider]: undefined }));
        toastSuccess('account.security.bound', { provider: t(`account.security.provider.${provider}`) });
      }
    }
  }, [account, qrs]);

  const askQr = async (provider: SocialProviderKey, busy: 'bind' | 'refresh') => {
    setQrBusy((all) => ({ ...all, [provider]: busy }));
    try {
      const answer = await run(provider, () => (provider === 'weixin' ? weixinQr.trigger({}) : otherQr.trigger({ type: provider })));
      announced.current.delete(provider);
      // The binding callback (/myQqNotify …) only accepts a state this browser stored (callbacks).
      storeCallbackState({ state: answer.state, purpose: `bind:${provider}`, expiresIn: answer.expiresIn });
      setQrs((all) => ({
        ...all,
        [provider]: {
          content: answer.qrContent,
          state: answer.state,
          expiresAt: Date.now() + answer.expiresIn * 1000,
          // Mock build: the code holds this site's callback address; let a developer open it here.
          devLink: config.msw ? devScanLink(answer.qrContent) : null,
        },
      }));
    } catch {
      // The message is on the panel.
    } finally {
      setQrBusy((all) => ({ ...all, [provider]: undefined }));
    }
  };
  const dropQr = async (provider: SocialProviderKey) => {
    const pending = qrs[provider];
    setQrs((all) => ({ ...all, [provider]: undefined }));
    if (!pending) return;
    forgetCallbackState(pending.state);
    setQrBusy((all) => ({ ...all, [provider]: 'cancel' }));
    try {
      await cancelQr.trigger({ state: pending.state });
    } catch {
      // The code expires by itself; nothing to tell the user.
    } finally {
      setQrBusy((all) => ({ ...all, [provider]: undefined }));
    }
  };

  // ---- mobile and e-mail ----
  const sendBindMobile = useSendBindMobileCode();
  const sendUnbindMobile = useSendUnbindMobileCode();
  const bindMobile = useBindMobile();
  const unbindMobile = useUnbindMobile();
  const [codes, setCodes] = useState<{ mobile?: CodeSent | null; email?: CodeSent | null }>({});
  // The first e-mail answer carries the cooldown left from a code sent before this visit (another
  // tab, a reload); later answers follow this page's own sends, which it already counts down.
  const emailCooldownSeen = useRef(false);
  useEmailBind({
    enabled: account !== undefined,
    onSuccess: ({ cooldown }) => {
      if (emailCooldownSeen.current) return;
      emailCooldownSeen.current = true;
      if (cooldown > 0) setCodes((all) => (all.email ? all : { ...all, email: { at: Date.now(), cooldown } }));
    },
  });
  const emailAction = useEmailBindAction();
  const [sending, setSending] = useState<{ mobile?: boolean; email?: boolean }>({});
  const sendCode = async (kind: 'mobile' | 'email', send: () => Promise<{ cooldown: number; target?: string }>) => {
    setSending((all) => ({ ...all, [kind]: true }));
    try {
      const answer = await run(kind, send);
      setCodes((all) => ({ ...all, [kind]: { at: Date.now(), cooldown: answer.cooldown, target: answer.target } }));
    } catch {
      // On the panel.
    } finally {
      setSending((all) => ({ ...all, [kind]: false }));
    }
  };

  const providerName = (key: Section) => t(`account.security.provider.${key}` as 'account.security.provider.qq');

  return (
    <AccountSecurityView
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      profile={{
        profile: account
          ? {
              nickname: account.nickname,
              qq: account.qq,
              avatar: account.avatar,
              loginName: account.loginName,
              levelName: account.level.name,
              createdAt: account.createdAt,
            }
          : null,
        error: errors.profile,
        onSave: (values) => run('profile', () => updateProfile.trigger(values)).then(() => toastSuccess('account.security.saved')),
        onUploadAvatar: async (file) => (await uploadFile.trigger({ file, usage: 'avatar' })).url,
      }}
      loginName={{
        loginName: account?.loginName,
        changeable: account?.loginNameChangeable,
        error: errors.loginName,
        onSubmit: ({ loginName, loginPassword }) =>
          run('loginName', () => updateLoginName.trigger({ loginName, loginPwd: loginPassword })).then(() =>
            toastSuccess('account.security.loginNameChanged'),
          ),
      }}
      loginPassword={{
        error: errors.loginPassword,
        changed: passwordChanged,
        onSubmit: ({ oldPassword, newPassword, confirm }) =>
          run('loginPassword', () => updateLoginPassword.trigger({ oldPwd: oldPassword, newPwd: newPassword, confirmPwd: confirm })).then(
            () => {
              setPasswordChanged(true);
              toastSuccess('account.security.passwordChangedToast');
            },
          ),
      }}
      salePassword={{
        state: account?.salePwd,
        error: errors.salePassword,
        busy: setSalePwd.isMutating ? 'set' : changeSalePwd.isMutating ? 'change' : salePwdStatus.isMutating ? 'status' : null,
        onSet: ({ password, confirm, loginPassword }) =>
          run('salePassword', () => setSalePwd.trigger({ salePwd: [password, confirm], loginPwd: loginPassword })).then(() =>
            toastSuccess('account.security.salePasswordSet'),
          ),
        onChange: ({ oldPassword, password, confirm }) =>
          run('salePassword', () => changeSalePwd.trigger({ oldSalePwd: oldPassword, newSalePwd: password, confirmSalePwd: confirm })).then(
            () => toastSuccess('account.security.salePasswordChanged'),
          ),
        onStatusChange: ({ enabled, password }) =>
          run('salePassword', () => salePwdStatus.trigger({ status: enabled ? 1 : 0, salePwd: password })).then(() =>
            toastSuccess(enabled ? 'account.security.salePasswordOn' : 'account.security.salePasswordOff'),
          ),
      }}
      social={
        Object.fromEntries(
          SOCIAL_PROVIDERS.map((provider) => [
            provider,
            {
              binding: account?.bindings[provider],
              qr: qrs[provider] ?? null,
              busy: qrBusy[provider] ?? null,
              error: errors[provider],
              salePasswordRequired,
              onBind: () => void askQr(provider, 'bind'),
              onRefresh: () => void askQr(provider, 'refresh'),
              onCancel: () => void dropQr(provider),
              onUnbind: (salePwd?: string) =>
                run(provider, () => unbind[provider].trigger(salePwd === undefined ? {} : { salePwd })).then(() =>
                  toastSuccess('account.security.unbound', { provider: providerName(provider) }),
                ),
            },
          ]),
        ) as Record<SocialProviderKey, never>
      }
      contact={{
        mobile: {
          binding: account?.bindings.mobile,
          codeSent: codes.mobile ?? null,
          error: errors.mobile,
          busy: sending.mobile ? 'send' : null,
          onSendCode: (value, purpose) =>
            sendCode('mobile', () => (purpose === 'bind' ? sendBindMobile.trigger({ mobile: value }) : sendUnbindMobile.trigger({}))),
          onBind: ({ value, code }) =>
            run('mobile', () => bindMobile.trigger({ mobile: value, code })).then(() => {
              setCodes((all) => ({ ...all, mobile: null }));
              toastSuccess('account.security.bound', { provider: providerName('mobile') });
            }),
          onUnbind: ({ code }) =>
            run('mobile', () => unbindMobile.trigger({ code })).then(() => {
              setCodes((all) => ({ ...all, mobile: null }));
              toastSuccess('account.security.unbound', { provider: providerName('mobile') });
            }),
        },
        email: {
          binding: account?.bindings.email,
          codeSent: codes.email ?? null,
          error: errors.email,
          busy: sending.email ? 'send' : null,
          onSendCode: (value, purpose) =>
            sendCode('email', async () => {
              const answer = await emailAction.trigger(purpose === 'bind' ? { action: 'send', email: value } : { action: 'send' });
              return { cooldown: answer.cooldown };
            }),
          onBind: ({ value, code }) =>
            run('email', () => emailAction.trigger({ action: 'bind', email: value, code })).then(() => {
              setCodes((all) => ({ ...all, email: null }));
              toastSuccess('account.security.bound', { provider: providerName('email') });
            }),
          onUnbind: ({ code }) =>
            run('email', () => emailAction.trigger({ action: 'unbind', code })).then(() => {
              setCodes((all) => ({ ...all, email: null }));
              toastSuccess('account.security.unbound', { provider: providerName('email') });
            }),
        },
      }}
      openApi={{
        state: account?.openApi,
        revealedKey,
        salePasswordRequired,
        error: errors.openApi,
        busy: enableOpenApi.isMutating ? 'enable' : openApiStatus.isMutating ? 'status' : openApiKey.isMutating ? 'reveal' : null,
        onEnable: (salePwd) =>
          run('openApi', () => enableOpenApi.trigger(salePwd === undefined ? {} : { salePwd })).then(() =>
            toastSuccess('account.security.openApiEnabled'),
          ),
        onStatusChange: (status) =>
          run('openApi', () => openApiStatus.trigger({ status: status ? 1 : 0 })).then(() =>
            toastSuccess(status ? 'account.security.openApiOn' : 'account.security.openApiOff'),
          ),
        onReveal: (salePwd) =>
          run('openApi', () => openApiKey.trigger({ action: 'show', ...(salePwd === undefined ? {} : { salePwd }) })).then((answer) =>
            setRevealedKey(answer.key),
          ),
        onRegenerate: (salePwd) =>
          run('openApi', () => openApiKey.trigger({ action: 'reset', ...(salePwd === undefined ? {} : { salePwd }) })).then((answer) => {
            setRevealedKey(answer.key);
            toastSuccess('account.security.keyRegenerated');
          }),
        onHide: () => setRevealedKey(null),
      }}
    />
  );
}
