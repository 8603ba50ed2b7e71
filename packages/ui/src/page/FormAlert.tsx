import { Alert } from '../components/Alert/Alert.tsx';

/** The server's refusal of a form, read out once; the form keeps what was typed. */
export function FormAlert({ title, message }: { title: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert tone="danger" role="alert" title={title} className="mb-4">
      {message}
    </Alert>
  );
}
