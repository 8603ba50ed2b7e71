import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '@shop/ui';

/** 500 (R2.5): what happened, and the way back (the previous page, or home). */
export default function ServerErrorPage() {
  const navigate = useNavigate();
  return <ErrorPage status={500} fullPage={false} onBack={() => void navigate(-1)} />;
}
