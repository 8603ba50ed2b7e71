import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '@shop/ui';
import { readForbiddenMessage } from '#app/storage/localStore.ts';

/** 403 (R2.5, R2.9): the message the last 403 answer stored replaces the default text. */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return <ErrorPage status={403} message={readForbiddenMessage()} fullPage={false} onBack={() => void navigate(-1)} />;
}
