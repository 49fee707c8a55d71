import { type Page, expect, test } from '@playwright/test';

// The GET forms that filter or sort a list (search, regions, article lists): their fields always
// show what the URL says, also after Back and Forward, and choosing a sort field brings its own
// usual order along.

/** Waits until a client-side navigation has settled (the form's submit is React Router's). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('with JavaScript, Back and Forward', () => {
  test('the search form shows the query and kind of the URL', async ({ page }) => {
    await page.goto('/zoeken');
    await settled(page);
    const field = page.getByRole('searchbox', { name: 'Zoekterm' });
    await field.fill('skien');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=skien&soort=$/);
    await field.fill('solden');
    await page.getByRole('radio', { name: 'Artikelen' }).check();
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=solden&soort=ARTICLE$/i);
    await settled(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/zoeken\?q=skien&soort=$/);
    await settled(page);
    await expect(field).toHaveValue('skien');
    await expect(page.getByRole('radio', { name: 'Alles' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Artikelen' })).not.toBeChecked();

    await page.goForward();
    await expect(page).toHaveURL(/q=solden/);
    await settled(page);
    await expect(field).toHaveValue('solden');
    await expect(page.getByRole('radio', { name: 'Artikelen' })).toBeChecked();
  });

  test('the region filters show the country and facilities of the URL', async ({ page }) => {
    await page.goto('/regios');
    await settled(page);
    const country = page.getByLabel('Land');
    const toboggan = page.getByRole('checkbox', { name: 'Rodelbaan' });
    const submit = page.getByRole('button', { name: 'Toon skigebieden' });
    await country.selectOption('AT');
    await submit.click();
    await expect(page).toHaveURL(/\/regios\?land=AT$/);
    await toboggan.check();
    await submit.click();
    await expect(page).toHaveURL(/\/regios\?land=AT&voorziening=rodelbaan$/);
    await settled(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/regios\?land=AT$/);
    await settled(page);
    await expect(country).toHaveValue('AT');
    await expect(toboggan).not.toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/regios$/);
    await settled(page);
    await expect(country).toHaveValue('');
    await expect(toboggan).not.toBeChecked();

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/voorziening=rodelbaan/);
    await settled(page);
    await expect(country).toHaveValue('AT');
    await expect(toboggan).toBeChecked();
  });
});
