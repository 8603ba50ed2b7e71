// The page's alert for its reads whose failure no component drew (readFailures.tsx): one retry for all.
import { ReadFailureAlert } from '@shop/ui';
import { errorMessageOf } from './readState.ts';
import type { Failure } from './readFailures.tsx';

export default function ReadFailureNotice({ failures }: { failures: readonly Failure[] }) {
  return (
    <ReadFailureAlert
      count={failures.length}
      message={errorMessageOf(failures[0]?.error)}
      retrying={failures.some((failure) => failure.retrying)}
      onRetry={() => {
        for (const failure of failures) failure.retry();
      }}
    />
  );
}
