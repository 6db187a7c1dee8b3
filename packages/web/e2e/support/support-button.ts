import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.js';

/** The sizes the support button is checked at (issue 28: a laptop and a phone). */
const COVER_CHECK_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * What the "Message support" button covers on the page as it is, scrolled from top to bottom a
 * screen at a time: every visible button, input, link, tab, status or alert, and every element with
 * text of its own (an answer, a label, a cell) whose box intersects the button's, described as
 * `<tag> "text" at scrollY`. The button itself, what it holds and what holds it are left out.
 */
function coveredBySupportButton(): string[] {
  const toggle = [...document.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === 'Message support',
  );
  if (!toggle) return ['no "Message support" button on the page'];
  const INTERACTIVE =
    'button, input, select, textarea, a[href], summary, [role=button], [role=link], [role=tab], [role=status], [role=alert]';
  const ownText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
  };
  const candidates = [...document.querySelectorAll('body *')].filter(
    (element) =>
      !element.contains(toggle) &&
      !toggle.contains(element) &&
      (element.matches(INTERACTIVE) || ownText(element)) &&
      visible(element),
  );
  const found = new Set<string>();
  const step = Math.max(1, Math.floor(window.innerHeight * 0.8));
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  for (let y = 0; ; y = Math.min(y + step, bottom)) {
    window.scrollTo(0, y);
    const button = toggle.getBoundingClientRect();
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      const overlaps =
        box.left < button.right - 0.5 &&
        button.left < box.right - 0.5 &&
        box.top < button.bottom - 0.5 &&
        button.top < box.bottom - 0.5;
      if (overlaps) {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        found.add(`<${element.tagName.toLowerCase()}> "${text}" at scrollY ${Math.round(window.scrollY)}`);
      }
    }
    if (y >= bottom) break;
  }
  window.scrollTo(0, 0);
  return [...found];
}

/**
 * Checks, at 1280×800 and 390×844, that the page as it is now has no serious or critical axe
 * violation, and that the support button covers nothing (see `coveredBySupportButton`) and can be
 * reached; the viewport is 1280×800 again afterwards.
 */
export async function expectSupportCoversNothing(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Message support', exact: true });
  for (const viewport of COVER_CHECK_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toBeInViewport();
    const covered = await page.evaluate(coveredBySupportButton);
    expect(covered, `at ${viewport.width}×${viewport.height} on ${page.url()}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** No serious or critical axe violation at 1280×800 nor at 390×844 (pages without the support bar). */
export async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  for (const viewport of COVER_CHECK_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
