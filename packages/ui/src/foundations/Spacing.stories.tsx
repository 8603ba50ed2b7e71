import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section, TokenValue } from './Swatch.tsx';

const meta = { title: 'Foundations/Spacing, radius and shadows' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Whole class names, so Tailwind sees them.
const RADIUS = { xs: 'rounded-xs', sm: 'rounded-sm', md: 'rounded-md', lg: 'rounded-lg', xl: 'rounded-xl', full: 'rounded-full' };
const SHADOW = { xs: 'shadow-xs', sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg', xl: 'shadow-xl' };
const spacing = [1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16];

export const Spacing: Story = {
  render: () => (
    <Section
      title="Spacing"
      description="One step is 4 px (Tailwind's --spacing). Gaps inside controls use 1–3, between controls 3–4, card padding 4–5, between sections 6–8."
    >
      <ul className="flex flex-col gap-2">
        {spacing.map((step) => (
          <li key={step} className="flex items-center gap-4">
            <code className="w-16 shrink-0 font-mono text-xs text-fg">{step}</code>
            <span className="w-14 shrink-0 text-xs text-fg-muted">{step * 4} px</span>
            <span aria-hidden="true" className="h-3 rounded-xs bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-semibold text-fg">Control heights</h3>
      <ul className="mt-2 flex flex-wrap items-end gap-4">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <li key={size} className="flex flex-col items-center gap-1">
            <span
              aria-hidden="true"
              className="w-20 rounded-md border border-line-strong bg-surface"
              style={{ height: `var(--spacing-control-${size})` }}
            />
            <code className="font-mono text-xs text-fg">h-control-{size}</code>
            <TokenValue name={`--spacing-control-${size}`} />
          </li>
        ))}
      </ul>
    </Section>
  ),
};

export const Radius: Story = {
  render: () => (
    <Section title="Radius" description="sm for tags and checkboxes, md for controls, lg for cards, xl for dialogs, full for pills.">
      <ul className="flex flex-wrap gap-4">
        {Object.entries(RADIUS).map(([r, cls]) => (
          <li key={r} className="flex flex-col items-center gap-2">
            <span aria-hidden="true" className={`size-16 border border-primary-line bg-primary-soft ${cls}`} />
            <code className="font-mono text-xs text-fg">rounded-{r}</code>
            {r === 'full' ? <span className="text-xs text-fg-muted">9999px</span> : <TokenValue name={`--radius-${r}`} />}
          </li>
        ))}
      </ul>
    </Section>
  ),
};

export const Shadows: Story = {
  render: () => (
    <Section
      title="Shadows"
      description="xs for controls and cards, md for raised cards, lg for menus, toasts and notifications, xl for dialogs."
    >
      <ul className="grid grid-cols-2 gap-6 p-2 sm:grid-cols-5">
        {Object.entries(SHADOW).map(([s, cls]) => (
          <li key={s} className={`flex h-24 flex-col items-center justify-center rounded-lg bg-surface ${cls}`}>
            <code className="font-mono text-sm text-fg">shadow-{s}</code>
          </li>
        ))}
      </ul>
    </Section>
  ),
};
