import type { APIRequestContext, Page } from '@playwright/test';

type Attributes = Record<string, unknown>;

/** The first entry of a content collection, read from the service like the web app does. */
export async function contentEntry(
  request: APIRequestContext,
  collection: string,
  /** Another service than the shared one, e.g. a fresh one whose content nobody edited. */
  baseUrl = '',
): Promise<Attributes> {
  const res = await request.get(`${baseUrl}/cms/api/${collection}?populate=*`);
  if (!res.ok()) throw new Error(`content ${collection}: ${res.status()}`);
  const body = (await res.json()) as { data: { attributes: Attributes }[] };
  return body.data[0]!.attributes;
}

/** The how-to-use steps as the spec reads them: title{n}/description{n} while both exist. */
export function stepsOf(attributes: Attributes): { title: string; description: string }[] {
  const steps = [];
  for (let n = 1; typeof attributes[`title${n}`] === 'string'; n += 1) {
    steps.push({
      title: attributes[`title${n}`] as string,
      description: attributes[`description${n}`] as string,
    });
  }
  return steps;
}

/**
 * Makes the page look signed in: the session flag the spec stores and a current customer. The
 * customer call is answered here so the landing tests do not depend on the accounts area.
 */
export async function actAsSignedIn(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('username', 'true'));
  await page.route('**/api/authenticated/customer*', (route) =>
    route.fulfill({
      json: {
        id: 1,
        companyName: 'Palm Coast Media',
        name: 'Omar',
        surname: 'Al Mansoori',
        username: 'omar@example.com',
        phoneNumber: '+971501234567',
        role: 'customer',
        language: 'en',
      },
    }),
  );
}
