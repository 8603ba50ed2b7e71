import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { CodeField, type CodeState } from '#ui/page/CodeField.tsx';
import { useForm, type UseFormOptions } from '#ui/lib/useForm.ts';

/** The public forms' state (`useForm`) with each field's problem read out in the catalogue's words. */
export function usePublicForm<V extends { [K in keyof V]: string }>(options: UseFormOptions<V>) {
  const t = useT();
  const form = useForm<V>(options);
  const error = (name: keyof V & string) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };
  return { ...form, error };
}

type Field = ReturnType<ReturnType<typeof useForm>['field']>;

/** A new password or its confirmation: the browser may offer to generate and keep it (6 to 20 characters). */
export function NewPasswordField({
  label,
  error,
  field,
  placeholder,
}: {
  label: string;
  error: string | undefined;
  field: Field;
  placeholder: string;
}) {
  return (
    <FormField label={label} error={error} required>
      <PasswordInput {...field} autoComplete="new-password" maxLength={20} placeholder={placeholder} />
    </FormField>
  );
}

/** The six-digit code sent to the account, with its send button; where it went shows under it. */
export function SentCodeField({
  label,
  error,
  field,
  code,
  onSend,
  placeholder,
}: {
  label: string;
  error: string | undefined;
  field: Field;
  code: CodeState;
  onSend: () => void;
  placeholder: string;
}) {
  return (
    <FormField label={label} error={error} hint={code.hint ?? undefined} required>
      <CodeField {...field} code={code} onSend={onSend} placeholder={placeholder} />
    </FormField>
  );
}
