import type { Locator, Page } from '@playwright/test';

/** whether the element has the keyboard focus */
export const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** a short description of the focused element, for failure messages */
export const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a) return 'nothing';
    const name = a.getAttribute('aria-label') ?? a.textContent?.trim().slice(0, 60) ?? '';
    return `<${a.tagName.toLowerCase()} role="${a.getAttribute('role') ?? ''}"> ${name}`;
  });

/** the role of the focused element (native radios and checkboxes count as their roles) */
export const focusedRole = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (a instanceof HTMLInputElement && (a.type === 'radio' || a.type === 'checkbox')) return a.type;
    return a?.getAttribute('role') ?? a?.tagName.toLowerCase() ?? '';
  });

/** presses Tab until the target has the focus (a keyboard user's only way forward) */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** presses Tab until the focus is on an element with one of the roles */
export async function tabToRole(page: Page, roles: string[], max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (roles.includes(await focusedRole(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached a ${roles.join(' or ')} in ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** presses a key until the target has the focus, for arrow keys inside a radio group */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max: number): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never moved the focus to ${target.toString()}; focus is on ${await describeFocus(page)}`);
}
