// The one way a list view's story shows a phone: the 375 px viewport global, and a check that
// the list is a column of cards and the page does not scroll sideways.
import { expect } from 'storybook/test';

/** A story's globals for a 375 px phone (the preview's `phone375` viewport). */
export const PHONE = { viewport: { value: 'phone375', isRotated: false } } as const;

/** The list reads as cards (no table of rows to scroll sideways) and the document fits the phone. */
export async function playPhoneList({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await expect(window.innerWidth).toBe(375);
  await expect(canvasElement.querySelector('[data-table-layout="cards"]')).not.toBeNull();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}
