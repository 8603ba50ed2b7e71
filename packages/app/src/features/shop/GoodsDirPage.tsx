// /inside/goodsdir: the directory tree; each directory opens the goods list filtered by it.
import { useNavigate } from 'react-router-dom';
import { GoodsDirView } from '@shop/ui';
import { useGoodsDirs } from './shop.ts';

export default function GoodsDirPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useGoodsDirs();
  return (
    <GoodsDirView
      directories={data?.list}
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      hrefFor={(dirId) => (dirId === null ? '/inside/goodsList' : `/inside/goodsList?dirId=${dirId}`)}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
