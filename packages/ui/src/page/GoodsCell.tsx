import type { ReactNode } from 'react';
import { Image } from '../components/Avatar/Avatar.tsx';

export interface GoodsCellProps {
  cover: string;
  name: ReactNode;
  /** The name's test id (goods-name …). */
  nameTestId?: string;
  /** The line under the name: directory, delivery type, supplier … */
  children?: ReactNode;
}

/** A goods list's first cell: the cover, the name, and a line of what it is (every goods list of the back office). */
export function GoodsCell({ cover, name, nameTestId, children }: GoodsCellProps) {
  return (
    <span className="flex items-center gap-2">
      <Image src={cover} alt="" className="size-10 shrink-0 rounded border border-line object-cover" />
      <span className="flex min-w-0 flex-col">
        <span className="max-w-64 truncate font-medium text-fg" data-testid={nameTestId}>
          {name}
        </span>
        <span className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">{children}</span>
      </span>
    </span>
  );
}
