import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (default 16; icons follow the font size when given `size="1em"`). */
  size?: number | string;
  /** An accessible name. Without one the icon is decorative and hidden from screen readers. */
  title?: string;
}

/** The frame every icon shares: 24 × 24 grid, 1.75 stroke, round caps, currentColor. */
export function Icon({ size = 16, title, strokeWidth = 1.75, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** One shape of an icon: the `d` of a path, or a circle or rectangle by its attributes. */
export type IconShape = string | readonly ['circle' | 'rect', Readonly<Record<string, string | number>>];

/**
 * One icon of the set from its drawing: the `d` of its one path, or its shapes in the order drawn.
 * Each icon is its own export made by a call marked pure, so a bundler keeps only the icons imported.
 */
export function icon(drawing: string | readonly IconShape[]) {
  const shapes = typeof drawing === 'string' ? [drawing] : drawing;
  return function SetIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {shapes.map((shape, i) => {
          if (typeof shape === 'string') return <path key={i} d={shape} />;
          const [Shape, attributes] = shape;
          return <Shape key={i} {...attributes} />;
        })}
      </Icon>
    );
  };
}
