import { useState } from 'react';
import { IconEye, IconEyeOff, IconLock } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Show a lock icon before the text. */
  withIcon?: boolean;
  /** Start revealed (rarely wanted). */
  defaultRevealed?: boolean;
}

/** A password input with a reveal toggle (a real button with aria-pressed, reachable by keyboard). */
export function PasswordInput({
  withIcon = false,
  defaultRevealed = false,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const t = useT();
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <Input
      {...rest}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      prefix={withIcon ? <IconLock /> : rest.prefix}
      suffix={
        <button
          type="button"
          onClick={() => setRevealed((v) => !v)}
          aria-pressed={revealed}
          aria-label={t('ui.password.show')}
          disabled={rest.disabled}
          className="focus-ring -mr-1 flex size-7 items-center justify-center rounded-sm text-fg-subtle hover:text-fg disabled:pointer-events-none"
        >
          {revealed ? <IconEyeOff /> : <IconEye />}
        </button>
      }
    />
  );
}
