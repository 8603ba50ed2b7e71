import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { LogoutDialog as LogoutDialogData } from '@shop/session';
import { useT } from '@shop/ui';

/**
 * TEMPORARY markup until ui's Dialog lands (keep the `out-dialog` class, R4.11). A modal alert with
 * one button: focus starts on it and Tab stays on it; Escape does nothing, because the session has
 * ended and the button is the only way on.
 */
export function LogoutDialog({ dialog, onConfirm }: { dialog: LogoutDialogData; onConfirm: () => void }) {
  const t = useT();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      button.current?.focus();
    }
  };
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="out-dialog w-full max-w-sm rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t(dialog.title.key, dialog.title.params)}
        </h2>
        <p id={`${id}-message`} className="mt-2 text-slate-700">
          {dialog.message}
        </p>
        <div className="mt-6 flex justify-end">
          <button ref={button} type="button" className="rounded bg-sky-600 px-4 py-2 text-white" onClick={onConfirm} onKeyDown={keepFocus}>
            {t(dialog.button.key, dialog.button.params)}
          </button>
        </div>
      </div>
    </div>
  );
}
