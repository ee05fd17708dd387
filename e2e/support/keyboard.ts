import type { FileChooser, Locator, Page } from '@playwright/test';

/** Presses Tab (at most `limit` times) until the element has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received the focus');
}

/** Whether the focused element shows a focus ring (an outline or a box shadow). */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    );
  });
}

/**
 * Opens the focused file field's chooser from the keyboard and picks a file. Chromium sometimes
 * drops a key press that lands while the field is still settling, so Space is pressed again (then
 * Enter) if no chooser opened within five seconds; the field stays focused throughout.
 */
export async function chooseByKeyboard(
  page: Page,
  file: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  for (const key of ['Space', 'Space', 'Enter']) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press(key);
    const opened = await chooser;
    if (opened) return opened.setFiles(file);
  }
  throw new Error('the focused file field opened no chooser from the keyboard');
}
