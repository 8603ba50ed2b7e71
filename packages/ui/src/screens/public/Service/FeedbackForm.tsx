import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheckCircle } from '#ui/icons/forms.tsx';
import { FormAlert } from '#ui/page/FormAlert.tsx';
import type { FormErrors } from '#ui/lib/useForm.ts';
import { usePublicForm } from '../shared/publicForm.tsx';
import { firstOf, maxLength, required } from '#ui/lib/validate.ts';

export interface FeedbackValues {
  content: string;
  contact: string;
  name: string;
}

export interface FeedbackFormProps {
  defaultValues?: Partial<FeedbackValues>;
  submitting?: boolean;
  serverError?: string | null;
  /** The message was taken: a thank-you replaces the form (with the contact it will use). */
  done?: { contact: string } | null;
  onSubmit: (values: FeedbackValues) => void;
  /** "Write another": back to an empty form. */
  onReset?: () => void;
}

function validate(values: FeedbackValues): FormErrors<FeedbackValues> {
  return {
    content: firstOf(values.content, required('public.validation.contentRequired'), maxLength(1000, 'public.validation.contentLength')),
    contact: firstOf(values.contact, required('public.validation.contactRequired'), maxLength(50, 'public.validation.contactLength')),
    name: maxLength(20, 'public.validation.nameLength')(values.name),
  };
}

function Form({ defaultValues, submitting = false, serverError, onSubmit }: FeedbackFormProps) {
  const t = useT();
  const form = usePublicForm<FeedbackValues>({
    initial: { content: '', contact: '', name: '', ...defaultValues },
    validate,
    onSubmit: (values) => onSubmit({ content: values.content.trim(), contact: values.contact.trim(), name: values.name.trim() }),
    busy: submitting,
  });
  const { error } = form;
  return (
    <>
      <FormAlert title={t('public.feedback.failed')} message={serverError} />
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
        <FormField label={t('public.feedback.content')} error={error('content')} required>
          <Textarea {...form.field('content')} rows={4} maxLength={1000} showCount placeholder={t('public.feedback.contentPlaceholder')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('public.feedback.contact')} error={error('contact')} required>
            <Input {...form.field('contact')} maxLength={50} autoComplete="tel" placeholder={t('public.feedback.contactPlaceholder')} />
          </FormField>
          <FormField label={t('public.feedback.name')} error={error('name')} optional>
            <Input {...form.field('name')} maxLength={20} autoComplete="nickname" placeholder={t('public.feedback.namePlaceholder')} />
          </FormField>
        </div>
        <div>
          <Button type="submit" loading={submitting}>
            {submitting ? t('public.feedback.submitting') : t('public.feedback.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** A message for the service desk: what happened, how to reach the writer, their name. */
export function FeedbackForm(props: FeedbackFormProps) {
  const t = useT();
  return (
    <Card title={t('public.feedback.title')} description={t('public.feedback.description')}>
      {props.done ? (
        <div role="status" className="flex flex-col items-center gap-2 py-4 text-center">
          <IconCheckCircle size={32} className="text-success" />
          <p className="text-base font-medium text-fg">{t('public.feedback.doneTitle')}</p>
          <p className="text-sm text-fg-muted">{t('public.feedback.doneText', { contact: props.done.contact })}</p>
          {props.onReset ? (
            <Button variant="secondary" className="mt-2" onClick={props.onReset}>
              {t('public.feedback.again')}
            </Button>
          ) : null}
        </div>
      ) : (
        <Form {...props} />
      )}
    </Card>
  );
}
