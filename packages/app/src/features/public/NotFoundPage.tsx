import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '@shop/ui';

/** 404 for every unmatched path (R2.5): back, or home. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return <ErrorPage status={404} fullPage={false} onBack={() => void navigate(-1)} />;
}
