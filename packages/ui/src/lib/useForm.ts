import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';

export type FormErrors<V> = Partial<Record<keyof V & string, MessageKey>>;

export interface UseFormOptions<V extends { [K in keyof V]: string }> {
  initial: V;
  /** Every field's problem (catalogue keys); fields without a problem are left out. */
  validate: (values: V) => FormErrors<V>;
  /** Called with valid values only. */
  onSubmit: (values: V) => void;
  /** While true (submitting), submits are ignored. */
  busy?: boolean;
}

/**
 * A small form state for the public forms: what was typed stays typed (a server refusal never
 * clears it), errors appear on submit or when a filled field is left, clear as they are fixed, and
 * a failed submit moves focus to the first field in error.
 */
export function useForm<V extends { [K in keyof V]: string }>({ initial, validate, onSubmit, busy = false }: UseFormOptions<V>) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const elements = useRef<Partial<Record<Name, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  /** Re-checks the fields that show an error, plus `also`, against `next`. */
  function recheck(next: V, also: Name[]) {
    const found = validate(next);
    setErrors((shown) => {
      const updated: FormErrors<V> = {};
      for (const name of Object.keys(next) as Name[]) {
        if (shown[name] !== undefined || also.includes(name)) updated[name] = found[name];
      }
      return updated;
    });
  }

  function field(name: Name) {
    return {
      name,
      value: values[name],
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        elements.current[name] = element;
      },
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        recheck(next, []);
      },
      onBlur: () => {
        if (values[name] !== '') recheck(values, [name]);
      },
    };
  }

  /** Shows one field's problem (a check run outside submit, e.g. before sending a code); answers whether it is fine. */
  function checkField(name: Name): boolean {
    const problem = validate(values)[name];
    setErrors((shown) => ({ ...shown, [name]: problem }));
    if (problem) elements.current[name]?.focus();
    return problem === undefined;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(values) as Name[]).find((name) => found[name] !== undefined);
    if (first) {
      elements.current[first]?.focus();
      return;
    }
    onSubmit(values);
  }

  return { values, errors, field, checkField, handleSubmit };
}
