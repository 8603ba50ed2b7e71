// The invite poster (pages/promotion/posterImage.ts): its background loaded, refused, or given up on after
// BACKGROUND_TIMEOUT_MS, and its PNG given up on after ENCODE_TIMEOUT_MS, so the download button never
// spins for ever.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_TIMEOUT_MS, ENCODE_TIMEOUT_MS, loadImage, toPng } from '../src/features/promotion/posterImage.ts';

/** `pending` (under fake timers) is still pending 1 ms before `ms`, and fails as timed out at `ms`. */
async function expectToGiveUpAfter(pending: Promise<unknown>, ms: number): Promise<void> {
  const outcome = vi.fn();
  pending.then(outcome, outcome);
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(outcome).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await expect(pending).rejects.toThrow('timed out');
}

class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  crossOrigin: string | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

describe('loadImage', () => {
  beforeEach(() => {
    FakeImage.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers the picture once it loads, asked without credentials', async () => {
    const loading = loadImage('/mock-assets/poster/1.svg');
    const [image] = FakeImage.made;
    expect(image?.src).toBe('/mock-assets/poster/1.svg');
    expect(image?.crossOrigin).toBe('anonymous');
    image?.onload?.();
    await expect(loading).resolves.toBe(image);
    // No timer is left to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when the picture fails', async () => {
    const loading = loadImage('/missing.svg');
    FakeImage.made[0]?.onerror?.();
    await expect(loading).rejects.toThrow('failed to load');
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`gives up after ${BACKGROUND_TIMEOUT_MS / 1000} s without an answer, and stops the download`, async () => {
    await expectToGiveUpAfter(loadImage('/slow.svg'), BACKGROUND_TIMEOUT_MS);
    const [image] = FakeImage.made;
    expect(image?.src).toBe('');
    expect(image?.onload).toBeNull();
  });
});

describe('toPng', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the browser’s PNG', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const toBlob = vi.fn((done: BlobCallback) => done(png));
    await expect(toPng({ toBlob })).resolves.toBe(png);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when the browser gives no PNG', async () => {
    await expect(toPng({ toBlob: (done: BlobCallback) => done(null) })).rejects.toThrow('no image');
  });

  it(`gives up after ${ENCODE_TIMEOUT_MS / 1000} s when the browser never answers`, async () => {
    await expectToGiveUpAfter(toPng({ toBlob: () => undefined }), ENCODE_TIMEOUT_MS);
  });
});
