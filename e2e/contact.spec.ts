import { expect, test } from './support/test';
import { contentEntry } from './support/content';

type OutboxMessage = { to: string; subject: string | null; body: string };

test.describe('the contact page', () => {
  test('shows the details from the content service', async ({ page, request }) => {
    const contact = await contentEntry(request, 'contacts');
    await page.goto('/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: contact.title as string }),
    ).toBeVisible();
    await expect(page.getByText(contact.description as string)).toBeVisible();
    await expect(page.getByText(contact.address as string)).toBeVisible();
    await expect(page.getByRole('link', { name: contact.phone as string })).toHaveAttribute(
      'href',
      /^tel:\+9714/,
    );
    await expect(page.getByRole('link', { name: contact.email as string })).toHaveAttribute(
      'href',
      `mailto:${contact.email as string}`,
    );
  });

  test('shows errors once a field is touched and sends a valid message', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await name.focus();
    await name.blur();
    await expect(page.getByText('Required')).toHaveCount(1);
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Required')).toHaveCount(3);

    const text = `Do you have screens near Dubai Mall? (${Date.now()})`;
    await name.fill('Aisha');
    await page.getByLabel('Surname').fill('Karim');
    await email.fill('aisha.karim@example.com');
    await page.getByLabel('Message', { exact: true }).fill(text);
    const sent = page.waitForResponse('**/api/contact/request');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('status')).toHaveText('Your message has been sent.');
    await expect(name).toHaveValue('');

    const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
    const mail = outbox.find((message) => message.body.includes(text));
    expect(mail?.to).toBe('support@screenspot.ae');
    expect(mail?.subject).toContain('Aisha Karim');
  });
});
