// ui takes its settings by props and imports no session type (issue 12): the app passes session's values
// straight in, so the two shapes must stay the same. These are compile-time checks (`pnpm typecheck` covers
// this file); a field added on one side only fails the type check.
import { describe, expectTypeOf, it } from 'vitest';
import type { LayoutSettings, Watermark } from '@shop/session';
import type { ShellSettings, ShellWatermark } from '@shop/ui';

describe('ui’s shell settings and session’s layout settings', () => {
  it('are the same shape, both ways', () => {
    expectTypeOf<ShellSettings>().toEqualTypeOf<LayoutSettings>();
    expectTypeOf<ShellWatermark>().toEqualTypeOf<Watermark>();
  });
});
