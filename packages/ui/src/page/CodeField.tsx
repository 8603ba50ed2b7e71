import type { ComponentProps } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Input } from '../components/Input/Input.tsx';

export interface CodeState {
  /** Seconds until another code may be sent (0: now). */
  cooldown: number;
  sending: boolean;
  /** The server's answer to a sent code (where it went), shown under the field. */
  hint?: string | null;
}

export interface CodeFieldProps extends Omit<ComponentProps<typeof Input>, 'size'> {
  code: CodeState;
  onSend: () => void;
}

/** A 6-digit code input with its "send code" button and countdown; goes inside a FormField. */
export function CodeField({ code, onSend, ...input }: CodeFieldProps) {
  const t = useT();
  const waiting = code.cooldown > 0;
  return (
    <div className="flex gap-2">
      <Input {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} wrapperClassName="min-w-0 flex-1" />
      <Button
        variant="secondary"
        className="min-w-28"
        loading={code.sending}
        disabled={waiting || input.disabled}
        onClick={onSend}
        aria-live="polite"
      >
        {code.sending ? t('public.code.sending') : waiting ? t('public.code.wait', { seconds: code.cooldown }) : t('public.code.send')}
      </Button>
    </div>
  );
}
