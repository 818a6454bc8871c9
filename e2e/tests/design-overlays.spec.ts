import { expect, test, type Page } from '@playwright/test';

/**
 * The design system's overlay rules (docs/product.md#page-details), checked on the real stylesheet in the composed
 * page: the markup is the Dialog's and the Toaster's, filled in place so every viewport is tested
 * the same way whatever journey would open them.
 */
async function openDialog(page: Page) {
  await page.evaluate(() => {
    const backdrop = document.createElement('div');
    backdrop.className = 'ms-dialog__backdrop';
    backdrop.innerHTML = `<div class="ms-dialog" role="dialog" aria-modal="true" aria-labelledby="t"><h2 id="t" class="ms-dialog__title">Are you 18 or older?</h2>
      <div class="ms-dialog__body" data-testid="dialog-body">${'<p>A long paragraph of terms that goes on and on. </p>'.repeat(60)}</div>
      <div class="ms-dialog__actions"><button class="ms-button ms-button--secondary ms-button--md">No</button><button class="ms-button ms-button--primary ms-button--md">Yes</button></div></div>`;
    document.body.append(backdrop);
  });
  return page.getByRole('dialog');
}

async function showToast(page: Page) {
  await page.evaluate(() => {
    const toast = document.createElement('div');
    toast.className = 'ms-toast ms-toast--default';
    toast.dataset.testid = 'toast';
    toast.innerHTML = '<div class="ms-toast__text"><p class="ms-toast__title">Confirmation Email Updated</p><p class="ms-toast__description">We will send the receipt to the new address.</p></div><button class="ms-toast__close" aria-label="Close">×</button>';
    document.getElementById('toast-viewport')!.append(toast);
  });
  return page.getByTestId('toast');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a long dialog stays inset from every edge and scrolls inside', async ({ page }) => {
      await page.goto('/terms?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const dialog = await openDialog(page);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(12);
      expect(box.y).toBeGreaterThanOrEqual(12);
      expect(viewport.width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
      expect(viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(12);
      const body = page.getByTestId('dialog-body');
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto')).toBe(true);
      await expect(dialog.getByRole('button', { name: 'Yes' })).toBeInViewport();
    });

    test('a toast sits clear of the page content’s actions and of the menu button', async ({ page }) => {
      await page.goto('/?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const toast = await showToast(page);
      const box = (await toast.boundingBox())!;
      const header = (await page.locator('.sh-header').boundingBox())!;
      if (viewport.width < 640) {
        // Laid over the header bar, leaving the menu button free.
        const toggle = (await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 1);
        expect(box.x + box.width).toBeLessThanOrEqual(toggle.x);
      } else {
        // Under the header at the right, beside the content column rather than at the bottom.
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y + box.height).toBeLessThan(viewport.height / 3);
        expect(box.x).toBeGreaterThan(viewport.width / 2);
      }
    });
  });
}
