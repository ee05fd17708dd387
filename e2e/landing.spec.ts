import net from 'node:net';
import { expect, test, type Page } from './support/test';
import { actAsSignedIn, contentEntry, stepsOf } from './support/content';
import { startService, type RunningService } from './support/service';
import { expectNoHorizontalScroll } from './support/pages';

function accordionButtons(page: Page) {
  return page.locator('#how-to-use').getByRole('button');
}

test.describe('the landing page', () => {
  test('shows every section with the seeded copy from the content service', async ({
    page,
    request,
  }) => {
    const [advantages, displays, whatIs, ai, howTo] = await Promise.all(
      ['advantages', 'displays', 'whatisleds', 'ai-drivens', 'howtouses'].map((collection) =>
        contentEntry(request, collection),
      ),
    );
    const contentCalls = ['advantages', 'displays', 'whatisleds', 'ai-drivens', 'howtouses'].map(
      (collection) =>
        page.waitForResponse((res) => res.url().includes(`/cms/api/${collection}`) && res.ok()),
    );
    await page.goto('/');
    await Promise.all(contentCalls);

    await expect(page).toHaveTitle('Book LED billboards in Dubai by the ad spot | ScreenSpot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitize your vision');
    await expect(page.getByRole('heading', { name: ai.title as string })).toBeVisible();
    await expect(page.getByText(ai.description as string)).toBeVisible();
    await expect(page.getByRole('img', { name: /Map of Dubai/ })).toBeVisible();

    for (const key of ['title1', 'title2'] as const) {
      await expect(page.getByRole('heading', { name: whatIs[key] as string })).toBeVisible();
    }
    await expect(page.getByText(whatIs.description1 as string)).toBeVisible();
    await expect(page.getByText(whatIs.description2 as string)).toBeVisible();
    // The two what-is images and the AI image come from the content service's media.
    const contentImages = page.locator('img[src*="/cms/uploads/"]');
    await expect(contentImages).toHaveCount(3);
    for (const image of await contentImages.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    const steps = stepsOf(howTo);
    expect(steps).toHaveLength(5);
    await expect(accordionButtons(page)).toHaveText(steps.map((step) => new RegExp(step.title)));

    await expect(page.getByRole('heading', { name: advantages.title as string })).toBeVisible();
    for (const n of [1, 2, 3, 4]) {
      await expect(
        page.getByRole('heading', { name: advantages[`title${n}`] as string }),
      ).toBeVisible();
      await expect(page.getByText(advantages[`description${n}`] as string)).toBeVisible();
    }

    const features = page.getByTestId('display-features');
    await expect(features.getByRole('heading', { name: displays.title as string })).toBeVisible();
    for (const n of [1, 2, 3, 4]) {
      await expect(features.getByText(displays[`description${n}`] as string)).toBeVisible();
    }
    await expect(features.getByText(displays.footer as string)).toBeVisible();
    await expect(features.getByRole('img')).toHaveCount(0); // decorative tiles: alt=""
    await expect(features.locator('img')).toHaveCount(4);
  });

  test('shows what the content service answers instead of the defaults', async ({ page }) => {
    await page.route('**/cms/api/advantages*', (route) =>
      route.fulfill({
        json: {
          data: [
            { id: 9, attributes: { title: 'Advertise smarter in Dubai', title1: 'Precision' } },
          ],
          meta: {},
        },
      }),
    );
    await page.route('**/cms/api/howtouses*', (route) =>
      route.fulfill({
        json: {
          data: [
            {
              id: 3,
              attributes: {
                title1: 'Pick a screen',
                description1: 'Any screen you like.',
                title2: 'Send your video',
                description2: 'We check it for you.',
                title3: 'A title without a description ends the list',
              },
            },
          ],
        },
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Advertise smarter in Dubai' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Precision' })).toBeVisible();
    // Fields the entry lacks keep their built-in text.
    await expect(page.getByRole('heading', { name: 'Speed', exact: true })).toBeVisible();
    await expect(accordionButtons(page)).toHaveText([/Pick a screen/, /Send your video/]);
    await expect(page.getByRole('heading', { name: 'Your campaign in 2 steps' })).toBeVisible();
  });

  test('the how-to-use accordion keeps one step open at a time', async ({ page }) => {
    await page.goto('/');
    const buttons = accordionButtons(page);
    await expect(buttons).toHaveCount(5);
    const expanded = () =>
      buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded') === 'true'));

    await expect.poll(expanded).toEqual([true, false, false, false, false]);
    const firstPanel = page.getByRole('region', { name: /Choose the region/ });
    await expect(firstPanel).toBeVisible();

    await buttons.nth(2).click();
    await expect.poll(expanded).toEqual([false, false, true, false, false]);
    await expect(firstPanel).toBeHidden();
    await expect(page.getByRole('region', { name: /Choose the number of spots/ })).toBeVisible();

    await buttons.nth(2).click();
    await expect.poll(expanded).toEqual([false, false, false, false, false]);
    await expect(page.locator('#how-to-use [role="region"]:visible')).toHaveCount(0);

    await buttons.nth(0).press('Enter');
    await expect.poll(expanded).toEqual([true, false, false, false, false]);
  });

  test('the display features are marked ready and track the scroll position / 3.5', async ({
    page,
  }) => {
    await page.goto('/');
    const features = page.getByTestId('display-features');
    await expect(features).toHaveAttribute('data-ready', 'true');
    await expect(features).toHaveAttribute('data-scroll-offset', '0');

    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(features).toHaveAttribute('data-scroll-offset', String(Math.round(1400 / 3.5)));
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(features).toHaveAttribute('data-scroll-offset', '200');
  });

  test('Try Now leads a visitor to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try Now' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('Try Now leads a signed-in customer to the display selector, and the header changes', async ({
    page,
  }) => {
    await actAsSignedIn(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox', { name: 'Search by location' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
      'href',
      '/upload',
    );
    await expect(page.getByRole('link', { name: 'Try Now' })).toHaveAttribute('href', '/recommend');
    await page.getByRole('link', { name: 'Try Now' }).click();
    await expect(page).toHaveURL(/\/recommend$/);
  });

  test('the header search is kept in ?location and the icon opens the finder', async ({ page }) => {
    await actAsSignedIn(page);
    await page.goto('/contact');
    const search = page.getByRole('searchbox', { name: 'Search by location' });
    await search.fill('Marina');
    await expect(page).toHaveURL(/\/contact\?location=Marina$/);
    await page.reload();
    await expect(search).toHaveValue('Marina');
    await page.getByRole('button', { name: 'Search screens' }).click();
    await expect(page).toHaveURL(/\/upload\?location=Marina$/);
  });

  test('a visitor sees Sign In and Upload Video going to sign-in', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
      'href',
      '/signIn',
    );
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('on a phone the menu opens and closes with its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const upload = page.getByRole('banner').getByRole('link', { name: 'Upload Video' });
    await expect(upload).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(upload).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(upload).toBeHidden();
    // No sideways scrolling at 360 px.
    await expectNoHorizontalScroll(page, 360);
  });
});

test.describe('the footer', () => {
  test('links to the legal pages and contact, and each page starts at the top', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2024 ScreenSpot. All rights reserved.')).toBeVisible();
    await expect(footer.getByText('Follow Us')).toBeVisible();

    const pages = [
      ['Privacy Policy', /\/privacypolicy$/, 'Privacy Policy | ScreenSpot'],
      ['Terms & Conditions', /\/termsconditions$/, 'Terms & Conditions | ScreenSpot'],
      ['Contact Us', /\/contact$/, 'Contact Us | ScreenSpot'],
    ] as const;
    for (const [name, url, title] of pages) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the Instagram and Tik Tok links are placeholders that go nowhere', async ({ page }) => {
    await page.goto('/privacypolicy');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Instagram', 'Tik Tok']) {
      const link = footer.getByRole('link', { name });
      await expect(link).not.toHaveAttribute('target', /.*/);
      await link.click();
      await expect(page).toHaveURL(/\/privacypolicy$/);
    }
  });
});

test.describe('every route has its own title and description', () => {
  const routes = [
    ['/', 'Book LED billboards in Dubai by the ad spot | ScreenSpot'],
    ['/contact', 'Contact Us | ScreenSpot'],
    ['/privacypolicy', 'Privacy Policy | ScreenSpot'],
    ['/termsconditions', 'Terms & Conditions | ScreenSpot'],
    ['/no/such/page', 'Page not found | ScreenSpot'],
  ] as const;
  for (const [path, title] of routes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const descriptions = await page
        .locator('meta[name="description"]')
        .evaluateAll((all) => all.map((m) => m.getAttribute('content')));
      expect(descriptions.at(-1)?.length).toBeGreaterThan(20);
    });
  }
});

test('an unknown path shows the not-found texts', async ({ page }) => {
  await page.goto('/campaigns/2024/unknown');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry, but the page you're looking for doesn't exist. It might have been moved or deleted.",
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitize your vision');
});

test.describe('with the content service unreachable', () => {
  let service: RunningService;
  let contentUrl: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A port that was free a moment ago: nothing listens there, so every content call fails.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    contentUrl = `http://127.0.0.1:${port}`;
    service = await startService({ CONTENT_URL: contentUrl, LOG_LEVEL: 'info' });
  });
  test.afterAll(async () => {
    await service?.stop();
  });

  test('the landing page shows the built-in copy and still works', async ({ page, request }) => {
    // The built-in defaults are the copy a new service is seeded with (the shared one may have been
    // edited by the operator tests).
    const [advantages, howTo, ai] = await Promise.all(
      ['advantages', 'howtouses', 'ai-drivens'].map((c) => contentEntry(request, c, service.url)),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${service.url}/`);
    await expect(page.locator('meta[name="content-url"]')).toHaveAttribute('content', contentUrl);
    await expect.poll(() => errors.join('\n')).toContain('Error fetching advantages data:');
    await expect.poll(() => errors.join('\n')).toContain('Error fetching how to use data:');
    // The CSP let the app try CONTENT_URL's origin; the call failed only because nothing answers.
    expect(errors.join('\n')).not.toMatch(/Content Security Policy/i);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitize your vision');
    await expect(page.getByRole('heading', { name: ai.title as string })).toBeVisible();
    await expect(page.getByRole('heading', { name: advantages.title as string })).toBeVisible();
    for (const n of [1, 2, 3, 4]) {
      await expect(
        page.getByRole('heading', { name: advantages[`title${n}`] as string }),
      ).toBeVisible();
    }
    const buttons = accordionButtons(page);
    await expect(buttons).toHaveText(stepsOf(howTo).map((step) => new RegExp(step.title)));
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    // No image URL from the content service: no image, no broken image.
    await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(0);
    await expect(page.getByTestId('display-features')).toHaveAttribute('data-ready', 'true');

    await page.getByRole('link', { name: 'Try Now' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('the contact page shows the built-in details and the form still sends', async ({
    page,
    request,
  }) => {
    const contact = await contentEntry(request, 'contacts', service.url);
    await page.goto(`${service.url}/contact`);
    await expect(
      page.getByRole('heading', { level: 1, name: contact.title as string }),
    ).toBeVisible();
    await expect(page.getByText(contact.address as string)).toBeVisible();
    await expect(page.getByRole('link', { name: contact.phone as string })).toBeVisible();
    await expect(page.getByRole('link', { name: contact.email as string })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Huda');
    await page.getByLabel('Surname').fill('Rahman');
    await page.getByLabel('Email').fill('huda@example.com');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Is the Expo City screen free in March?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Your message has been sent.');
  });
});
