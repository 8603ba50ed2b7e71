import { useState } from 'react';
import { IconRefresh } from '#ui/icons/common.tsx';
import { IconEye, IconEyeOff } from '#ui/icons/forms.tsx';
import { IconKey } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { ActionDialog, IconTile, LoadingSecurityItem, SecurityItem, ServerError } from './parts.tsx';

/** The open API as the account answer carries it (`openApi`). */
export interface OpenApiState {
  /** Opened for this account (once). */
  enabled: boolean;
  /** The status toggle: calls are accepted while on. */
  status: boolean;
  appId: string;
  /** The key, masked except its last characters. */
  keyMasked: string;
}

export interface OpenApiPanelProps {
  state?: OpenApiState | null;
  loading?: boolean;
  /** The full key, after a reveal or a regeneration (the server answers it once). */
  revealedKey?: string | null;
  /** Enabling, revealing and regenerating ask for the sale password (when its check is on). */
  salePasswordRequired?: boolean;
  busy?: 'enable' | 'status' | 'reveal' | 'reset' | null;
  error?: string | null;
  onEnable: (salePassword?: string) => unknown;
  onStatusChange: (status: boolean) => unknown;
  /** Show the full key (the app calls doOpenApiKey action=show). */
  onReveal: (salePassword?: string) => unknown;
  /** A new key, after confirmation (action=reset); the old one stops working. */
  onRegenerate: (salePassword?: string) => unknown;
  /** The key was hidden again (the app may forget it). */
  onHide?: () => void;
}

type Asking = 'enable' | 'reveal' | 'reset' | null;

/**
 * Open API (R4.13): off → enable; on → status toggle, AppID (copy), the key masked with reveal (sale
 * password when its check is on), copy once revealed, and regenerate with confirmation.
 */
export function OpenApiPanel({
  state,
  loading = false,
  revealedKey,
  salePasswordRequired = false,
  busy = null,
  error,
  onEnable,
  onStatusChange,
  onReveal,
  onRegenerate,
  onHide,
}: OpenApiPanelProps) {
  const t = useT();
  const [asking, setAsking] = useState<Asking>(null);
  // Hidden again by the user until the next key arrives.
  const [hiddenKey, setHiddenKey] = useState<string | null>(null);
  const shownKey = revealedKey && revealedKey !== hiddenKey ? revealedKey : null;

  const icon = (
    <IconTile tone="success">
      <IconKey size={20} />
    </IconTile>
  );
  const title = t('ui.binding.api.title');
  if (loading && !state) {
    return <LoadingSecurityItem icon={icon} title={title} width="65%" />;
  }

  // With the sale password check on, ask first; otherwise act at once.
  const act = (what: Exclude<Asking, null>) => {
    if (what === 'reset' || salePasswordRequired) {
      setAsking(what);
      return;
    }
    if (what === 'enable') onEnable();
    else onReveal();
  };
  const confirm = (password?: string) =>
    asking === 'enable' ? onEnable(password) : asking === 'reveal' ? onReveal(password) : onRegenerate(password);

  const enabled = Boolean(state?.enabled);
  const on = enabled && Boolean(state?.status);
  const status = !enabled ? (
    <Tag tone="neutral" size="sm">
      {t('ui.binding.api.notOpen')}
    </Tag>
  ) : on ? (
    <Tag tone="success" size="sm" dot>
      {t('ui.binding.api.on')}
    </Tag>
  ) : (
    <Tag tone="warning" size="sm" dot>
      {t('ui.binding.api.paused')}
    </Tag>
  );
  const description = t(!enabled ? 'ui.binding.api.aboutOff' : on ? 'ui.binding.api.aboutOn' : 'ui.binding.api.aboutPaused');
  const actions = enabled ? (
    <Switch
      aria-label={t('ui.binding.api.status')}
      checked={on}
      loading={busy === 'status'}
      onCheckedChange={(next) => onStatusChange(next)}
    />
  ) : (
    <Button loading={busy === 'enable'} onClick={() => act('enable')}>
      {t('ui.binding.api.enable')}
    </Button>
  );

  const dialogText = {
    enable: ['ui.binding.api.enableTitle', 'ui.binding.api.enableText', 'ui.binding.api.enable'],
    reveal: ['ui.binding.api.revealTitle', 'ui.binding.api.revealText', 'ui.binding.api.reveal'],
    reset: ['ui.binding.api.regenerateTitle', 'ui.binding.api.regenerateText', 'ui.binding.api.regenerate'],
  } as const;
  const [dialogTitle, dialogDescription, dialogConfirm] = dialogText[asking ?? 'enable'];

  return (
    <>
      <SecurityItem icon={icon} title={title} status={status} description={description} actions={actions}>
        {enabled && state ? (
          <div className="flex flex-col gap-3">
            {asking ? null : <ServerError message={error} />}
            <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[4.5rem_minmax(0,1fr)]">
              <dt className="text-fg-muted sm:pt-1.5">{t('ui.binding.api.appId')}</dt>
              <dd className="flex min-w-0 items-center gap-1">
                <code className="min-w-0 truncate rounded-sm bg-surface-muted px-2 py-1 font-mono text-[13px] text-fg">{state.appId}</code>
                <CopyButton text={state.appId} label={t('ui.binding.api.appId')} iconOnly />
              </dd>
              <dt className="text-fg-muted sm:pt-1.5">{t('ui.binding.api.key')}</dt>
              <dd className="flex min-w-0 flex-col gap-2">
                <div className="flex min-w-0 items-center gap-1">
                  <code
                    data-key-shown={shownKey ? '' : undefined}
                    className="min-w-0 rounded-sm bg-surface-muted px-2 py-1 font-mono text-[13px] break-all text-fg"
                  >
                    {shownKey ?? (
                      <>
                        <span className="sr-only">{t('ui.binding.api.maskedKey')} </span>
                        {state.keyMasked}
                      </>
                    )}
                  </code>
                  {shownKey ? <CopyButton text={shownKey} label={t('ui.binding.api.key')} iconOnly /> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {shownKey ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<IconEyeOff />}
                      onClick={() => {
                        setHiddenKey(shownKey);
                        onHide?.();
                      }}
                    >
                      {t('ui.binding.api.hide')}
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" icon={<IconEye />} loading={busy === 'reveal'} onClick={() => act('reveal')}>
                      {t('ui.binding.api.reveal')}
                    </Button>
                  )}
                  <Button
                    variant="danger-secondary"
                    size="sm"
                    icon={<IconRefresh />}
                    loading={busy === 'reset'}
                    onClick={() => act('reset')}
                  >
                    {t('ui.binding.api.regenerate')}
                  </Button>
                </div>
              </dd>
            </dl>
            {shownKey ? (
              <Alert tone="warning" role="status">
                {t('ui.binding.api.revealed')}
              </Alert>
            ) : null}
          </div>
        ) : error && !asking ? (
          <ServerError message={error} />
        ) : null}
      </SecurityItem>
      <ActionDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t(dialogTitle)}
        description={t(dialogDescription)}
        confirmLabel={t(dialogConfirm)}
        tone={asking === 'reset' ? 'danger' : 'primary'}
        askPassword={salePasswordRequired}
        error={error}
        onConfirm={confirm}
      />
    </>
  );
}
