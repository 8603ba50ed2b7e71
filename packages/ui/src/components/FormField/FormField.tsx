import { createContext, useContext, useId, type ReactNode } from 'react';
import { IconAlertCircle } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

interface FieldContextValue {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FormFieldProps {
  label: ReactNode;
  /** Help under the control, always shown. */
  hint?: ReactNode;
  /** An error message: marks the control invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  disabled?: boolean;
  /**
   * The control is a group (RadioGroup, a row of Checkboxes): the label names it through
   * aria-labelledby instead of `<label for>`.
   */
  group?: boolean;
  /** Label beside the control from the `sm` breakpoint (label width from `labelWidth`). */
  layout?: 'vertical' | 'horizontal';
  labelWidth?: string;
  /** The control's id (generated when absent). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error, wired for assistive technology: the control inside gets the id, the
 * `aria-describedby` of hint and error, `aria-invalid` and `required` through context (see
 * `useFieldControl`), so Input, Select, Textarea, PasswordInput, Switch and RadioGroup need no props.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  group = false,
  layout = 'vertical',
  labelWidth = '7rem',
  id,
  className,
  children,
}: FormFieldProps) {
  const t = useT();
  const auto = useId();
  const controlId = id ?? `${auto}-control`;
  const labelId = `${auto}-label`;
  const hintId = hint ? `${auto}-hint` : undefined;
  const errorId = error ? `${auto}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const value: FieldContextValue = { id: controlId, labelId, describedBy, invalid: Boolean(error), required, disabled };

  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-fg">
          *
        </span>
      ) : null}
      {optional ? <span className="ml-1 font-normal text-fg-subtle">{t('ui.common.optional')}</span> : null}
    </>
  );
  const labelClass = cx(
    'text-sm font-medium text-fg',
    layout === 'horizontal' && 'sm:shrink-0 sm:pt-[calc((var(--spacing-control-md)-var(--text-sm--line-height))/2)] sm:text-right',
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        className={cx('flex flex-col gap-1.5', layout === 'horizontal' && 'sm:flex-row sm:items-start sm:gap-3', className)}
        data-invalid={error ? '' : undefined}
      >
        {group ? (
          <div id={labelId} className={labelClass} style={layout === 'horizontal' ? { width: labelWidth } : undefined}>
            {labelContent}
          </div>
        ) : (
          <label
            id={labelId}
            htmlFor={controlId}
            className={labelClass}
            style={layout === 'horizontal' ? { width: labelWidth } : undefined}
          >
            {labelContent}
          </label>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {children}
          {error ? (
            <p id={errorId} className="flex items-start gap-1 text-xs text-danger-fg">
              <IconAlertCircle size={14} className="mt-0.5 shrink-0" />
              <span>{error}</span>
            </p>
          ) : null}
          {hint ? (
            <p id={hintId} className="text-xs text-fg-subtle">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </FieldContext.Provider>
  );
}

export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
}

/** The field context, when the control sits inside a FormField (null otherwise). */
export function useFormField(): FieldContextValue | null {
  return useContext(FieldContext);
}

/**
 * Merges a control's own props with its FormField's wiring: own props win, descriptions add up.
 * `invalid` is the control's own flag (e.g. `<Input invalid />` outside a field).
 */
export function useFieldControl<P extends FieldControlProps>(props: P, invalid?: boolean) {
  const field = useContext(FieldContext);
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(invalid || field?.invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true');
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    required: props.required ?? (field?.required || undefined),
    disabled: props.disabled ?? (field?.disabled || undefined),
    invalid: isInvalid,
  };
}
