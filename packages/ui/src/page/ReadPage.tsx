import type { ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState/ErrorState.tsx';
import { SkeletonGroup } from '../components/Skeleton/Skeleton.tsx';
import { Page, type PageKind, type PageProps } from './Page.tsx';
import { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
import type { ReadState } from './readState.ts';
import { StaleReadAlert } from './TableRead.tsx';

export interface ReadPageProps<D> extends PageHeaderProps {
  kind: PageKind;
  frame?: PageProps['frame'];
  /** The screen's read (a view's own props: `state={props}`). */
  state: ReadState;
  /** The answer shown (undefined until the first). */
  data: D | null | undefined;
  /** The error state's title when the first read failed. */
  errorTitle: string;
  /** Read once by screen readers while the placeholders show. */
  loadingLabel: string;
  /** The placeholders in the page's shape, inside the announced skeleton group. */
  skeleton: ReactNode;
  skeletonClassName?: string;
  /**
   * A failed reload's alert under the header (default true); false where the content places it
   * itself (inside a busy region …).
   */
  staleAlert?: boolean;
  /** The page's content once there is an answer. */
  children: (data: D) => ReactNode;
  /** After the content, shown whatever the read (records of their own read under a form …). */
  after?: ReactNode;
}

/**
 * A page that shows one read (a settings form, a dashboard): the header, a failed reload's alert, then
 * the error state with its retry when nothing could be read, the placeholders until the first answer,
 * or the content.
 */
export function ReadPage<D>({
  kind,
  frame,
  icon,
  title,
  subtitle,
  actions,
  state,
  data,
  errorTitle,
  loadingLabel,
  skeleton,
  skeletonClassName = 'flex flex-col gap-4',
  staleAlert = true,
  children,
  after,
}: ReadPageProps<D>) {
  const { loading = false, error, retrying, onRetry } = state;
  let body: ReactNode;
  if (error && (data === undefined || data === null)) {
    body = <ErrorState title={errorTitle} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || data === undefined || data === null) {
    body = (
      <SkeletonGroup label={loadingLabel} className={skeletonClassName}>
        {skeleton}
      </SkeletonGroup>
    );
  } else {
    body = children(data);
  }
  return (
    <Page kind={kind} frame={frame}>
      <PageHeader icon={icon} title={title} subtitle={subtitle} actions={actions} />
      {staleAlert ? <StaleReadAlert error={error} shown={data} onRetry={onRetry} retrying={retrying} /> : null}
      {body}
      {after}
    </Page>
  );
}
