import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordStoryResult, storyPassed } from './story-result';

// "Motion reduced when the user asks" (issue 3): with `prefers-reduced-motion: reduce`, toasts and
// dialogs in every state (entering, leaving, dragged back, swiped away) and everything inside them
// neither animate nor transition. The same checks without the preference must find motion, so a
// selector that stops matching cannot make this pass by accident.

/** What moves on an element and its descendants (and the dialog's ::backdrop), as computed. */
async function motionIn(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const seconds = (list: string) =>
      Math.max(
        ...list.split(',').map((d) => (d.trim().endsWith('ms') ? 0.001 : 1) * parseFloat(d)),
      );
    const moving: string[] = [];
    const check = (el: Element, pseudo?: string) => {
      const style = getComputedStyle(el, pseudo);
      const name = `${el.tagName.toLowerCase()}${[...el.attributes]
        .filter((a) => a.name.startsWith('data-nsv'))
        .map((a) => `[${a.name}]`)
        .join('')}${pseudo ?? ''}`;
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) {
        moving.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
      }
      if (seconds(style.transitionDuration) > 0) {
        moving.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
      }
    };
    for (const el of [root, ...root.querySelectorAll('*')]) check(el);
    if (root.tagName === 'DIALOG') check(root, '::backdrop');
    return moving;
  });
}

/** Sets data attributes the way the shell does in each state, and reads the motion there. */
async function motionInState(target: Locator, attributes: Record<string, string>) {
  await target.evaluate((el, attrs) => {
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  }, attributes);
  return motionIn(target);
}

async function openStory(page: Page, id: string) {
  await recordStoryResult(page);
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await storyPassed(page);
}

async function raiseToast(page: Page) {
  await openStory(page, 'shell-meldingen-toasts--standaard');
  await page.getByRole('button', { name: 'Toon melding' }).click();
  const toast = page.locator('[data-nsv-toast]');
  await expect(toast).toHaveAttribute('data-state', 'open');
  return toast;
}

async function openDialog(page: Page) {
  await openStory(page, 'shell-venster-modal--standaard');
  await page.getByRole('button', { name: 'Open venster' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

const TOAST_STATES: Record<string, string>[] = [
  { 'data-state': 'open' },
  { 'data-swipe': 'cancel' }, // let go before 60%: slides back
  { 'data-swipe': 'end' }, // swiped away
  { 'data-swipe': '', 'data-state': 'closed' }, // leaving
];

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a toast does not move in any state', async ({ page }) => {
    const toast = await raiseToast(page);
    const toaster = page.locator('[data-nsv-toaster]');
    expect(await motionIn(toaster), 'toaster with an open toast').toEqual([]);
    for (const state of TOAST_STATES) {
      expect(await motionInState(toast, state), JSON.stringify(state)).toEqual([]);
    }
  });

  test('a dialog and its backdrop do not move, opening or closing', async ({ page }) => {
    const dialog = await openDialog(page);
    expect(await motionIn(dialog), 'open').toEqual([]);
    expect(await motionInState(dialog, { 'data-state': 'closed' }), 'closing').toEqual([]);
  });
});

test.describe('without the preference (the checks above can see motion)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a toast moves in every state', async ({ page }) => {
    const toast = await raiseToast(page);
    for (const state of TOAST_STATES) {
      expect(await motionInState(toast, state), JSON.stringify(state)).not.toEqual([]);
    }
  });

  test('a dialog and its backdrop move, opening and closing', async ({ page }) => {
    const dialog = await openDialog(page);
    const open = await motionIn(dialog);
    expect(open.some((m) => m.startsWith('dialog[data-nsv-modal]: animation'))).toBe(true);
    expect(open.some((m) => m.startsWith('dialog[data-nsv-modal]::backdrop'))).toBe(true);
    expect(await motionInState(dialog, { 'data-state': 'closed' }), 'closing').not.toEqual([]);
  });
});
