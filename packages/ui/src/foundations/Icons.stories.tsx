import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from '../icons/index.tsx';
import { Section } from './Swatch.tsx';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = Object.entries(icons).filter(([name]) => name.startsWith('Icon') && name !== 'Icon') as Array<
  [string, (p: icons.IconProps) => ReactElement]
>;

export const All: Story = {
  render: () => (
    <Section
      title={`Icons (${entries.length})`}
      description="Inline SVG, one function each (tree-shaken: a page pays only for the icons it uses). 24 px grid, 1.75 stroke, currentColor. Decorative by default; pass title to name one."
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
        {entries.map(([name, Icon]) => (
          <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-line bg-surface px-2 py-3 text-fg">
            <Icon size={24} />
            <code className="max-w-full truncate font-mono text-[11px] text-fg-muted">{name.slice(4)}</code>
          </li>
        ))}
      </ul>
    </Section>
  ),
};
