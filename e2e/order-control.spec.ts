import { expect, test, type Page } from './support/test';
import { dollars, operatorAndCustomer, paidOrder } from './support/orders';
import { signInThroughApi } from './support/accounts';
import { dayIn, expectInside, pageOnAnotherDay, seriousViolations } from './support/pages';
import { makeVideoFile } from './support/videos';

/** Serious axe findings inside what this page adds: the order's controls, its history, a dialog. */
const controlViolations = (page: Page) =>
  seriousViolations(page, (scan) =>
    scan
      .include('[aria-labelledby="order-control"]')
      .include('[aria-labelledby="order-history"]')
      .include('[role="dialog"]'),
  );

for (const width of [1440, 360]) {
  test(`at ${width} px: the customer pauses, resumes and ends a paid order from its page`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { operator, customer } = await operatorAndCustomer(browser, width);

    // A booked order with its video, approved, invoiced and paid by bank transfer.
    const { orderId, order } = await paidOrder(customer, operator, 'control.mp4');

    // The console offers the operator a pause with a reason for the customer.
    await operator.goto(`/admin/orders/${orderId}`);
    const playback = operator.getByRole('region', { name: 'Playback' });
    await expect(playback.getByRole('button', { name: 'Pause playback' })).toBeVisible();
    await operator.screenshot({
      path: `test-results/order-control-console-${width}.png`,
      fullPage: true,
    });

    await customer.goto(`/order/${orderId}`);
    const panel = customer.getByRole('region', { name: 'Manage this order' });
    const history = customer.getByRole('region', { name: 'Status history' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Scheduled: not started yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    await customer.screenshot({ path: `test-results/order-control-${width}.png`, fullPage: true });

    // Edit the schedule before it starts: mornings instead of evenings cost less, so the
    // difference comes back on a credit note.
    await panel.getByRole('button', { name: 'Edit schedule' }).click();
    const editor = customer.getByRole('dialog', { name: 'Edit the schedule' });
    await editor.getByRole('checkbox', { name: /Morning/ }).check();
    await editor.getByRole('checkbox', { name: /Evening/ }).uncheck();
    await expect(editor.getByText('Credited to you')).toBeVisible();
    await customer.screenshot({ path: `test-results/order-control-edit-${width}.png` });
    await editor.getByRole('button', { name: 'Save the new schedule' }).click();
    await expect(
      panel.getByText(/Schedule changed\. .* is credited on credit note CN-\d+/),
    ).toBeVisible();
    const edited = (await (await customer.request.get(`/api/order/${orderId}`)).json()) as {
      schedule: { dayparts: string[]; totalCents: number };
    };
    expect(edited.schedule.dayparts).toEqual(['morning']);
    expect(edited.schedule.totalCents).toBeLessThan(order.schedule.totalCents);
    await expect(history.getByRole('listitem').last()).toContainText('Schedule changed');

    // Pause: the dialog says paused time is kept and not refunded.
    await panel.getByRole('button', { name: 'Pause' }).click();
    const pauseDialog = customer.getByRole('dialog', { name: `Pause order #${orderId}?` });
    await expect(pauseDialog).toContainText('not refunded');
    await pauseDialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(pauseDialog).toHaveCount(0);
    await expect(panel.getByText('Paused by you')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expect(history.getByRole('listitem').last()).toContainText('Paused');
    await expect(history.getByRole('listitem').last()).toContainText('by you');
    await customer.screenshot({
      path: `test-results/order-control-paused-${width}.png`,
      fullPage: true,
    });
    expect(await controlViolations(customer)).toEqual([]);

    // The console shows who paused it, among the order's changes.
    await operator.goto(`/admin/orders/${orderId}`);
    const changes = operator.getByRole('region', { name: 'Changes' });
    await expect(changes.getByRole('listitem').last()).toContainText('Paused');
    await expect(changes.getByRole('listitem').last()).toContainText('by the customer');
    await expect(operator.getByRole('region', { name: 'Playback' })).toContainText(
      'Paused by the customer',
    );
    await operator.screenshot({
      path: `test-results/order-control-console-paused-${width}.png`,
      fullPage: true,
    });

    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByText('Resumed: your video is back in the loop.')).toBeVisible();
    await expect(panel.getByText('Paused by you')).toHaveCount(0);
    await expect(history.getByRole('listitem').last()).toContainText('Resumed');

    // End now: the confirmation names the refund before anything happens.
    await panel.getByRole('button', { name: 'End now' }).click();
    const endDialog = customer.getByRole('dialog', { name: `End order #${orderId} now?` });
    await expect(endDialog).toContainText(dollars(edited.schedule.totalCents));
    await customer.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    await customer.screenshot({ path: `test-results/order-control-end-${width}.png` });
    expect(await controlViolations(customer)).toEqual([]);
    await endDialog.getByRole('button', { name: 'Keep it running' }).click();
    await expect(endDialog).toHaveCount(0);
    await panel.getByRole('button', { name: 'End now' }).click();
    await customer
      .getByRole('dialog', { name: `End order #${orderId} now?` })
      .getByRole('button', { name: `End now and refund ${dollars(edited.schedule.totalCents)}` })
      .click();
    await expect(customer.getByText(/Ended\. .* is credited on credit note CN-\d+/)).toBeVisible();
    await expect(customer.getByText('Completed').first()).toBeVisible();
    await expect(customer.getByRole('button', { name: 'End now' })).toHaveCount(0);
    await expect(history.getByRole('listitem').last()).toContainText('Completed');
  });
}

test('at 320 px: the customer replaces a paid order’s video, and each dialog fits the phone', async ({
  browser,
}) => {
  const { operator, customer } = await operatorAndCustomer(browser, 320);
  const { orderId, order } = await paidOrder(customer, operator, 'replace-first.mp4');
  await customer.goto(`/order/${orderId}`);
  const panel = customer.getByRole('region', { name: 'Manage this order' });

  // The schedule's dates stand one above the other, each wide enough for its year.
  await panel.getByRole('button', { name: 'Edit schedule' }).click();
  const editor = customer.getByRole('dialog', { name: 'Edit the schedule' });
  const [first, last] = [editor.getByLabel('First day'), editor.getByLabel('Last day')];
  expect((await first.boundingBox())!.width).toBeGreaterThan(180);
  expect((await last.boundingBox())!.y).toBeGreaterThan((await first.boundingBox())!.y);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // The refund's button keeps inside its dialog.
  await panel.getByRole('button', { name: 'End now' }).click();
  const endDialog = customer.getByRole('dialog', { name: `End order #${orderId} now?` });
  await expectInside(
    endDialog,
    endDialog.getByRole('button', {
      name: `End now and refund ${dollars(order.schedule.totalCents)}`,
    }),
  );
  await endDialog.getByRole('button', { name: 'Keep it running' }).click();

  // The new video is chosen with the page's own button, named once chosen, and sent for review.
  await panel.getByRole('button', { name: 'Replace video' }).click();
  const replace = customer.getByRole('dialog', { name: 'Replace the video' });
  await expect(replace.getByText('No video chosen yet.')).toBeVisible();
  const send = replace.getByRole('button', { name: 'Send for review' });
  await expect(send).toBeDisabled();
  await replace
    .getByLabel('Choose a video')
    .setInputFiles(makeVideoFile('replace-second.mp4', { seconds: 3 }));
  await expect(replace.getByText('replace-second.mp4')).toBeVisible();
  await expectInside(replace, replace.getByText('Choose another video'));
  await send.click();
  await expect(panel.getByText('New video sent.', { exact: false })).toBeVisible();
  await expect(panel).toContainText('Your new video “replace-second.mp4”');
  expect(await controlViolations(customer)).toEqual([]);
  for (const open of [operator, customer]) await open.context().close();
});

test('a pause reads its day in Dubai, in a browser whose date differs', async ({ browser }) => {
  const { operator, account, customer } = await operatorAndCustomer(browser, 1440);
  const { orderId } = await paidOrder(customer, operator, 'pause-day.mp4');
  const paused = await customer.request.post(`/api/order/${orderId}/pause`);
  expect(paused.status()).toBe(200);
  const { at } = ((await paused.json()) as { paused: { at: string } }).paused;

  const page = await pageOnAnotherDay(browser, at);
  await signInThroughApi(page, account);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('region', { name: 'Manage this order' })).toContainText(
    `Paused by you on ${dayIn('Asia/Dubai', at)}`,
  );
  for (const open of [page, operator, customer]) await open.context().close();
});
