import type { ReactNode } from 'react';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { Spinner } from '#ui/components/Spinner/Spinner.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconClock, IconRefresh } from '#ui/icons/common.tsx';
import { IconCheckCircle, IconXCircle } from '#ui/icons/forms.tsx';
import { ButtonLink, type Navigate } from '#ui/lib/links.tsx';

/** What a callback page finishes: a platform log-in, a binding, the face certification, an Alipay account binding. */
export type CallbackKind = 'login' | 'bind' | 'certify' | 'alipay';
export type CallbackProvider = 'qq' | 'weixin' | 'mp' | 'wc';

/**
 * Why a callback did not finish: the state was not stored by this browser (`mismatch`), ran out
 * (`expired`) or was already sent (`used`); the link lacks or garbles its values (`missing`,
 * `malformed`); the user cancelled on the platform (`denied`); the server refused (`failed`, with
 * its message); the server could not be reached (`network`); a binding needs a log-in (`needLogin`).
 */
export type CallbackFailure = 'mismatch' | 'expired' | 'used' | 'missing' | 'malformed' | 'denied' | 'failed' | 'network' | 'needLogin';

export type CallbackResultState =
  | { status: 'checking' }
  /** `account`: the bound account; `name`: the certified (masked) name; `repeat`: shown again from this browser's record. */
  | { status: 'success'; account?: string; name?: string; repeat?: boolean }
  /** Certification only: Alipay has not answered yet. */
  | { status: 'pending' }
  | { status: 'failed'; reason: CallbackFailure; message?: string | null; repeat?: boolean };

export type CallbackBack = 'security' | 'verified' | 'login' | 'home';

export interface CallbackResultViewProps {
  kind: CallbackKind;
  /** The platform of a log-in or binding. */
  provider?: CallbackProvider;
  result: CallbackResultState;
  links: {
    /** The way back: where the flow started. */
    back: { to: string; label: CallbackBack };
    /** After a log-in: where it goes on (the page navigates there by itself too). */
    continueTo?: string;
    /** `needLogin`: the log-in page, coming back here. */
    login?: string;
  };
  /** Certification pending: ask again. */
  onRefresh?: () => void;
  refreshing?: boolean;
  onNavigate?: Navigate;
}

const BACK = {
  security: 'callbacks.action.security',
  verified: 'callbacks.action.verified',
  login: 'callbacks.action.login',
  home: 'callbacks.action.home',
} as const;

/**
 * The result of a platform callback (screens.md "Callbacks"): checking, success of a log-in,
 * binding or certification, or why it failed, always with the way back.
 */
export function CallbackResultView({ kind, provider, result, links, onRefresh, refreshing, onNavigate }: CallbackResultViewProps) {
  const t = useT();
  const name = provider ? t(`callbacks.provider.${provider}`) : '';
  let icon: ReactNode;
  let tone: string;
  let heading: string;
  let text: ReactNode = null;
  let primary: ReactNode = null;

  if (result.status === 'checking') {
    icon = <Spinner size={48} />;
    tone = 'text-primary-fg';
    heading = t(`callbacks.checking.${kind}`, { provider: name });
    text = t('callbacks.checking.text');
  } else if (result.status === 'success') {
    icon = <IconCheckCircle size={48} />;
    tone = 'text-success-fg';
    heading = t(`callbacks.success.${kind}`, { provider: name });
    if (kind === 'login') text = t('callbacks.success.loginText');
    else if (kind === 'certify') text = result.name ? t('callbacks.success.certifyText', { name: result.name }) : null;
    else text = result.account ? t(`callbacks.success.${kind}Text`, { account: result.account }) : null;
    if (kind === 'login' && links.continueTo)
      primary = (
        <ButtonLink primary href={links.continueTo} onNavigate={onNavigate}>
          {t('callbacks.action.continue')}
        </ButtonLink>
      );
  } else if (result.status === 'pending') {
    icon = <IconClock size={48} />;
    tone = 'text-warning-fg';
    heading = t('callbacks.pending.certify');
    text = t('callbacks.pending.certifyText');
    primary = onRefresh ? (
      <Button icon={<IconRefresh />} loading={refreshing} onClick={onRefresh}>
        {t('callbacks.action.refresh')}
      </Button>
    ) : null;
  } else {
    icon = <IconXCircle size={48} />;
    tone = 'text-danger-fg';
    heading = t(`callbacks.failed.${kind}`, { provider: name });
    text = result.reason === 'failed' ? result.message || t('callbacks.reason.failed') : t(`callbacks.reason.${result.reason}`);
    if (result.reason === 'needLogin' && links.login)
      primary = (
        <ButtonLink primary href={links.login} onNavigate={onNavigate}>
          {t('callbacks.action.loginFirst')}
        </ButtonLink>
      );
  }
  const repeat = (result.status === 'success' || result.status === 'failed') && result.repeat;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 sm:py-12">
      <Card padding="md">
        <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite" aria-busy={result.status === 'checking'}>
          <span aria-hidden="true" className={tone}>
            {icon}
          </span>
          <h1 className="text-xl font-semibold text-fg">{heading}</h1>
          {text ? (
            <p className="max-w-md text-sm text-fg-muted" role={result.status === 'failed' ? 'alert' : undefined}>
              {text}
            </p>
          ) : null}
          {repeat ? <p className="max-w-md text-xs text-fg-subtle">{t('callbacks.repeatNote')}</p> : null}
          {result.status === 'checking' ? null : (
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {primary}
              <ButtonLink primary={primary === null} href={links.back.to} onNavigate={onNavigate}>
                {t(BACK[links.back.label])}
              </ButtonLink>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
