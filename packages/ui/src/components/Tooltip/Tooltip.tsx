import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cx } from '#ui/lib/cx.ts';

export interface TooltipProps {
  /** Short help text. Not for essential information: touch users may never see it. */
  content: ReactNode;
  /** One focusable element (a button, a link) that takes a ref; it gets `aria-describedby` while the tip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Hover delay before showing, ms (focus shows at once). */
  delay?: number;
  disabled?: boolean;
}

/**
 * A tip on hover and keyboard focus, on Radix's Tooltip: it stays while the pointer moves onto it and
 * hides on Escape (WCAG 1.4.13), flips to the other side when there is no room, and renders in a portal
 * above dialogs. A press on the element hides it; touch does not show it.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', delay = 300, disabled = false }: TooltipProps) {
  if (disabled) return children;
  return (
    // A provider per tip: the delay is this tip's own, and no app-wide provider is needed.
    <RadixTooltip.Provider delayDuration={delay} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cx(
              'z-(--z-tooltip) max-w-64 animate-fade-in rounded-md bg-fg px-2.5 py-1.5 text-xs leading-5 text-surface shadow-md',
              'break-words',
            )}
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
