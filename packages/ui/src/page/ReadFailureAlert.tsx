import { Alert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { useT } from '../i18n/I18nProvider.tsx';

export interface ReadFailureAlertProps {
  /** Why the reads failed (the first failure's words), or null for the generic text. */
  message: string | null;
  /** How many of the page's reads failed unseen. */
  count: number;
  /** Reads every one of them again. */
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Part of a page could not be loaded and nothing on the page says so where that part would be: the
 * page's own alert, above its content, with one retry for all of it. The rest of the page keeps working.
 */
export function ReadFailureAlert({ message, count, onRetry, retrying = false }: ReadFailureAlertProps) {
  const t = useT();
  return (
    <Alert
      tone="danger"
      role="alert"
      className="mb-4"
      title={count > 1 ? t('ui.error.partsTitle', { count }) : t('ui.error.partTitle')}
      action={
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          {retrying ? t('ui.error.retrying') : t('ui.error.retry')}
        </Button>
      }
    >
      {message ?? t('ui.error.description')}
    </Alert>
  );
}
