import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../node.ts';
import { call, ok } from './client.ts';

describe('smoke', () => {
  it('logs in and reads the account', async () => {
    const login = await ok(api.public.login, { loginName: 'demo', password: 'demo123456' });
    const account = await ok(api.customer.getAccount, undefined, { token: login.authCode });
    expect(account.loginName).toBe('demo');
    const seed = await ok(api.customer.getAccount, undefined, { token: SEED_TOKENS.demo });
    expect(seed.balance).toBe(1288.5);
    const none = await call(api.customer.getAccount);
    expect(none.code).toBe(-2);
  });
});
