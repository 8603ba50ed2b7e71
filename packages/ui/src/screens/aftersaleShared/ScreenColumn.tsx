import type { ReactNode } from 'react';

/** The page column every after-sale screen sits in (the shell draws the frame around it). */
export function ScreenColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto flex w-full flex-col gap-4 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>{children}</div>;
}
