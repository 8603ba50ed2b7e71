import { Alert } from '#ui/components/Alert/Alert.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';

/**
 * How a payment ended, said in place of what would pay it (paid, closed …): the outcome, a sentence and
 * the one way on (the order, the shop).
 */
export function PayOutcome({
  tone,
  title,
  text,
  href,
  linkLabel,
  onNavigate,
}: {
  tone: 'success' | 'warning';
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  onNavigate?: Navigate;
}) {
  return (
    <Alert tone={tone} role="status" title={title}>
      <p>{text}</p>
      <a {...linkProps(href, onNavigate)} className="mt-2 inline-block font-medium text-primary-fg underline">
        {linkLabel}
      </a>
    </Alert>
  );
}
