// Proves the Storybook wiring in real Chromium: the mocks answer every story, each from the seed,
// and `parameters.scenario` forces a failure for one story (for all endpoints or one path).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SEED_TOKENS } from '../db/index.ts';

const meta = {
  title: 'Mocks/Mock API',
  tags: ['!autodocs'],
  // React renders a plain string; the mocks import no React, so the renderer's element type is waived.
  render: (() => '模拟接口：此故事的 play 函数调用接口并检查结果。') as never,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

async function post(path: string, token?: string) {
  const response = await fetch(path, { method: 'POST', headers: token ? { Authorization: token } : {} });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a scenario's HTML page
  }
  return { status: response.status, body };
}

export const Seeded: Story = {
  play: async () => {
    const site = await post('/inside/inter/getSiteInfo');
    await expect(site).toMatchObject({ status: 200, body: { code: 1000, data: { title: '云卡数字商城' } } });
    const account = await post('/inside/inter/getAccount', SEED_TOKENS.demo);
    await expect(account.body).toMatchObject({ code: 1000, data: { loginName: 'demo', balance: 1288.5 } });
  },
};

export const ScenarioHttp500: Story = {
  parameters: { scenario: 'http-500' },
  play: async () => {
    const site = await post('/inside/inter/getSiteInfo');
    await expect(site.status).toBe(500);
    await expect(String(site.body)).toContain('500 Internal Server Error');
  },
};

export const ScenarioOnOnePath: Story = {
  parameters: { scenario: { name: 'session-expired-user', path: '/inside/inter/getAccount' } },
  play: async () => {
    await expect((await post('/inside/inter/getAccount', SEED_TOKENS.demo)).body).toMatchObject({ code: -2 });
    await expect((await post('/inside/inter/getSiteInfo')).body).toMatchObject({ code: 1000 });
  },
};

export const NoScenarioAfterOne: Story = {
  play: async () => {
    await expect((await post('/inside/inter/getAccount', SEED_TOKENS.demo)).body).toMatchObject({ code: 1000 });
  },
};
