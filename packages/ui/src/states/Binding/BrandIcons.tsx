// The four platforms' marks, simplified, as inline SVG on their brand colours (decorative: the
// row's title names the platform). Drawn on a 40 px rounded tile.
import type { ReactNode } from 'react';

export type SocialProvider = 'weixin' | 'qq' | 'mp' | 'wc';

function Tile({ colour, children, size }: { colour: string; children: ReactNode; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="40" height="40" rx="10" fill={colour} />
      {children}
    </svg>
  );
}

/** WeChat: two speech bubbles with eyes. */
function Weixin({ size }: { size: number }) {
  return (
    <Tile colour="#07C160" size={size}>
      <g fill="#fff">
        <path d="M16.6 9.5c-5.3 0-9.6 3.6-9.6 8 0 2.5 1.4 4.7 3.6 6.2l-.9 2.8 3.3-1.7c1.1.3 2.3.5 3.6.5h.8a7.4 7.4 0 0 1-.3-2.1c0-4.4 4.2-7.9 9.4-7.9h.8c-.9-3.3-4.6-5.8-9-5.8Z" />
        <path d="M33 23.1c0-3.7-3.7-6.7-8.2-6.7s-8.2 3-8.2 6.7 3.7 6.7 8.2 6.7c1 0 2-.1 2.9-.4l2.7 1.4-.7-2.3c1.9-1.3 3.3-3.2 3.3-5.4Z" />
      </g>
      <g fill="#07C160">
        <circle cx="13.4" cy="15.6" r="1.3" />
        <circle cx="19.8" cy="15.6" r="1.3" />
        <circle cx="22" cy="21.7" r="1.1" />
        <circle cx="27.6" cy="21.7" r="1.1" />
      </g>
    </Tile>
  );
}

/** QQ: the penguin, reduced to head, body, belly and scarf. */
function Qq({ size }: { size: number }) {
  return (
    <Tile colour="#12B7F5" size={size}>
      <g>
        <path
          d="M20 7.5c-4.6 0-7.6 3.6-7.6 8.2 0 1-.1 1.9-.5 2.7-1.3 2.6-3.3 5.4-2.9 8.1.2 1.2 1 1.4 2 .2.4.9.9 1.7 1.6 2.4-1.4.6-2.3 1.3-2 2.2.4 1.3 3.8 1.3 6.3.4.9.2 2 .3 3.1.3s2.2-.1 3.1-.3c2.5.9 5.9.9 6.3-.4.3-.9-.6-1.6-2-2.2.7-.7 1.2-1.5 1.6-2.4 1 1.2 1.8 1 2-.2.4-2.7-1.6-5.5-2.9-8.1-.4-.8-.5-1.7-.5-2.7 0-4.6-3-8.2-7.6-8.2Z"
          fill="#fff"
        />
        <ellipse cx="17.3" cy="14.8" rx="1.4" ry="2" fill="#1d2331" />
        <ellipse cx="22.7" cy="14.8" rx="1.4" ry="2" fill="#1d2331" />
        <path d="M16.4 18.6c2.3 1.2 4.9 1.2 7.2 0-.4 1.4-1.9 2.3-3.6 2.3s-3.2-.9-3.6-2.3Z" fill="#FFC107" />
        <path d="M13.6 21.8c4.2 1.6 8.6 1.6 12.8 0l.5 1.9c-4.6 1.6-9.2 1.6-13.8 0l.5-1.9Z" fill="#F44336" />
      </g>
    </Tile>
  );
}

/** Mini-program: two linked rings. */
function MiniProgram({ size }: { size: number }) {
  return (
    <Tile colour="#6467F0" size={size}>
      <path
        d="M17.2 12.5a4.7 4.7 0 1 0 0 9.4M17.2 12.5v15a4.7 4.7 0 1 1-4.7-4.7M22.8 27.5a4.7 4.7 0 1 0 0-9.4M22.8 27.5v-15a4.7 4.7 0 1 1 4.7 4.7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </Tile>
  );
}

/** Official account: a bubble with a broadcast signal. */
function OfficialAccount({ size }: { size: number }) {
  return (
    <Tile colour="#1AAD19" size={size}>
      <path
        d="M9 12.5A3.5 3.5 0 0 1 12.5 9h15a3.5 3.5 0 0 1 3.5 3.5v11a3.5 3.5 0 0 1-3.5 3.5H18l-5.5 4.5V27a3.5 3.5 0 0 1-3.5-3.5v-11Z"
        fill="#fff"
      />
      <circle cx="15.5" cy="21" r="1.9" fill="#1AAD19" />
      <path
        d="M15.5 15.8a5.2 5.2 0 0 1 5.2 5.2M15.5 12.2a8.8 8.8 0 0 1 8.8 8.8"
        fill="none"
        stroke="#1AAD19"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </Tile>
  );
}

const MARKS = { weixin: Weixin, qq: Qq, mp: MiniProgram, wc: OfficialAccount } as const;

/** The platform's mark on its colour, 40 px unless told. */
export function BrandIcon({ provider, size = 40 }: { provider: SocialProvider; size?: number }) {
  const Mark = MARKS[provider];
  return <Mark size={size} />;
}
