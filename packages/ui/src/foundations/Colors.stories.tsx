import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section, TokenValue } from './Swatch.tsx';

const meta = { title: 'Foundations/Colors', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

interface Role {
  utility: string;
  variable: string;
  use: string;
}

const surfaces: Role[] = [
  { utility: 'bg-canvas', variable: '--ui-canvas', use: '页面底色 Page background' },
  { utility: 'bg-surface', variable: '--ui-surface', use: '卡片、对话框、输入框 Cards, dialogs, inputs' },
  { utility: 'bg-surface-muted', variable: '--ui-surface-muted', use: '表头、悬停行 Table header, hovered rows' },
  { utility: 'bg-surface-strong', variable: '--ui-surface-strong', use: '按下、骨架屏 Pressed fills, skeletons' },
  { utility: 'bg-mask', variable: '--ui-mask', use: '对话框遮罩 Behind dialogs' },
];
const text: Role[] = [
  { utility: 'text-fg', variable: '--ui-fg', use: '正文、标题 Body and headings' },
  { utility: 'text-fg-muted', variable: '--ui-fg-muted', use: '次要文字 Secondary text' },
  { utility: 'text-fg-subtle', variable: '--ui-fg-subtle', use: '提示、占位 Hints, placeholders' },
  { utility: 'border-line', variable: '--ui-line', use: '分隔线 Dividers' },
  { utility: 'border-line-strong', variable: '--ui-line-strong', use: '输入框边框 Control borders' },
  { utility: 'outline-focus', variable: '--ui-focus', use: '键盘焦点环 Focus ring' },
];
const tones = ['primary', 'success', 'warning', 'danger', 'info'] as const;
const toneUse = {
  primary: '主操作、链接 Primary actions',
  success: '成功 Success',
  warning: '警告 Warning',
  danger: '危险、错误 Danger, errors',
  info: '信息 Info',
};

function RoleRow({ role }: { role: Role }) {
  const isText = role.utility.startsWith('text-');
  const isLine = role.utility.startsWith('border-') || role.utility.startsWith('outline-');
  return (
    <li className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3">
      <span
        aria-hidden="true"
        className="size-10 shrink-0 rounded-md border border-line"
        style={
          isText
            ? { background: `var(${role.variable})` }
            : isLine
              ? { boxShadow: `inset 0 0 0 3px var(${role.variable})` }
              : { background: `var(${role.variable})` }
        }
      />
      <span className="flex min-w-0 flex-col">
        <code className="font-mono text-sm text-fg">{role.utility}</code>
        <span className="text-xs text-fg-muted">{role.use}</span>
        <TokenValue name={role.variable} />
      </span>
    </li>
  );
}

export const ThemeRoles: Story = {
  render: () => (
    <div>
      <Section
        title="Surfaces"
        description="Components use roles, never raw colours: a theme overrides the --ui-* variables under a selector ([data-theme='dark'] ships as a proof)."
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {surfaces.map((r) => (
            <RoleRow key={r.variable} role={r} />
          ))}
        </ul>
      </Section>
      <Section title="Text and lines" description="Every text role passes WCAG AA (4.5:1) on surface, surface-muted and canvas.">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {text.map((r) => (
            <RoleRow key={r.variable} role={r} />
          ))}
        </ul>
      </Section>
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <Section
      title="Tones"
      description="Each tone has solid (white text on it), soft (tinted fill), line (tinted border) and fg (text on soft): bg-danger, bg-danger-soft, border-danger-line, text-danger-fg."
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tones.map((tone) => (
          <div key={tone} className="overflow-hidden rounded-lg border border-line bg-surface">
            <div className="flex h-14 items-center px-4 font-medium text-fg-on-solid" style={{ background: `var(--ui-${tone})` }}>
              {tone}
            </div>
            <div
              className="flex h-12 items-center border-b px-4 font-medium"
              style={{ background: `var(--ui-${tone}-soft)`, color: `var(--ui-${tone}-fg)`, borderColor: `var(--ui-${tone}-line)` }}
            >
              {toneUse[tone]}
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 p-3 text-xs">
              {['', '-hover', '-soft', '-line', '-fg'].map((suffix) => (
                <div key={suffix} className="contents">
                  <dt className="font-mono text-fg">
                    --ui-{tone}
                    {suffix}
                  </dt>
                  <dd>
                    <TokenValue name={`--ui-${tone}${suffix}`} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  ),
};

export const BrandScale: Story = {
  render: () => (
    <Section title="Brand scale" description="For illustrations and charts; components use the primary role.">
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((step) => (
          <li key={step} className="flex flex-col gap-1">
            <span aria-hidden="true" className="h-12 rounded-md border border-line" style={{ background: `var(--color-brand-${step})` }} />
            <span className="text-xs text-fg-muted">{step}</span>
          </li>
        ))}
      </ol>
    </Section>
  ),
};
