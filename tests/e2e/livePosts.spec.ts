import { expect } from '@playwright/test';
import { cast } from './chatSupport';
import { DEMO_ACCOUNTS, gql, signIn, test } from './support';

const INSERT_MOMENT = `mutation($m: ID!, $d: String, $at: String) {
  insertMoment(moderatorId: $m, description: $d, publishAt: $at) { id }
}`;

test("a moderator's moments follow the server's events, with no reading on a timer", async ({
  page,
}) => {
  const { admin, others } = await cast(page);
  const moderatorId = others[3].id;
  const reads: string[] = [];
  page.on('request', (request) => {
    const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    if (operation === 'Stories' || operation === 'Moments') reads.push(operation);
  });
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/#/moderators/edit/${moderatorId}`);
  const moments = page.getByRole('region', { name: 'Moments', exact: true });
  await expect(moments.getByLabel('Description')).toBeVisible();
  await expect.poll(() => reads.length).toBe(2); // stories and moments, once each
  // Idle on the page: the spec's 5 s polling would have read both twice by now.
  await page.waitForTimeout(11_000);
  expect(reads).toHaveLength(2);

  // Another admin (another browser) posts a moment: it shows at once, read once more.
  const posted = `Posted elsewhere ${Date.now()}`;
  await gql(page, admin.key, INSERT_MOMENT, { m: String(moderatorId), d: posted, at: null });
  await expect(moments.getByText(posted)).toBeVisible({ timeout: 1500 });
  expect(reads.filter((read) => read === 'Moments')).toHaveLength(2);

  // Scheduled two seconds ahead: it moves from scheduled to published when the server's own
  // publisher reaches its time, without anyone touching the page.
  const scheduled = `Scheduled elsewhere ${Date.now()}`;
  const at = new Date(Date.now() + 2_000).toISOString();
  await gql(page, admin.key, INSERT_MOMENT, { m: String(moderatorId), d: scheduled, at });
  const published = moments.getByRole('list', { name: 'Moments', exact: true });
  await expect(moments.getByRole('list', { name: 'Schedule Moments' })).toContainText(scheduled);
  await expect(published).toContainText(scheduled, { timeout: 4_500 });
});
