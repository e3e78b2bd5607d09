import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { box, cast, LONG, openChat, pickerOption, realUser } from './chatSupport';
import { baseUrl, gql, shortDeadlineUrl, signIn, staffToken, test } from './support';

const queueCount = async (page: Page) =>
  Number((await page.getByText(/QUEUE: \d+/).textContent())?.replace(/\D/g, ''));

async function takeFromQueue(page: Page, name: string) {
  await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
  await page.getByRole('button', { name: `Chat ${name}****` }).click();
  await expect(page).toHaveURL(/#\/dashboard/);
}

/** Other browsers of a test, closed after it whatever happened: an open one stays available. */
const openContexts = new Set<BrowserContext>();
test.afterEach(async () => {
  await Promise.all([...openContexts].map((context) => context.close()));
  openContexts.clear();
});

async function chatterPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  openContexts.add(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('the chat workspace', () => {
  test('a real user writes, the queue moves live, a chatter takes the chat and answers', async ({
    page,
  }) => {
    const { others } = await cast(page);
    const user = await realUser();
    const roomId = await openChat(user, others[0].id);
    await signIn(page, 'chatter@demo.test');
    await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
    const before = await queueCount(page);
    await user.client.send(roomId, 'Hi! Anybody there?', `e2e-${Date.now()}`);
    await expect(page.getByText(`QUEUE: ${before + 1}`)).toBeVisible(); // no reload
    await takeFromQueue(page, user.name);
    await expect(page.getByText('Hi! Anybody there?')).toBeVisible();
    await expect(page.getByText(/Remain Time \d+:\d\d/)).toBeVisible();
    const keyword = page.getByRole('region', { name: 'Session keyword' });
    await expect(keyword.getByText('Weekend plans')).toBeVisible();
    await expect(keyword.getByRole('img', { name: /5 Stars/ })).toBeVisible();
    // A keyboard reaches the message box in four keys: Skip to content, then its own skip link.
    await page.reload();
    await expect(page.getByText('Hi! Anybody there?')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip to the message box' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box(page)).toBeFocused();
    // Under the minimum: Send stays disabled and the hint says how many are missing.
    await box(page).fill('Too short');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await expect(page.getByText(/remaining \d+ characters/)).toBeVisible();
    // Shift+Enter makes a new line, Enter sends.
    await box(page).fill('');
    await box(page).pressSequentially('Hello there!');
    await box(page).press('Shift+Enter');
    await box(page).pressSequentially(LONG.slice(13));
    await expect(box(page)).toHaveValue(`Hello there!\n${LONG.slice(13)}`);
    await box(page).press('Enter');
    await expect
      .poll(() => user.received.map((m) => m.content))
      .toContain(`Hello there!\n${LONG.slice(13)}`);
    // Answered: the chat leaves the worker's hands.
    await expect(page.getByText('No chat selected')).toBeVisible();
    await user.client.close();
  });

  test('gifts, locations, images, a private-photo request the user approves, and a note', async ({
    page,
  }) => {
    const { own } = await cast(page);
    const moderator = own[0];
    const user = await realUser();
    const roomId = await openChat(user, moderator.id);
    await user.client.send(roomId, 'Do you like surprises?', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test');
    await page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
    await page.getByRole('combobox', { name: 'Real user' }).click();
    await pickerOption(page, user).click();
    await expect(page.getByText('Do you like surprises?')).toBeVisible();

    await page.getByRole('button', { name: 'Send Gift' }).click();
    // The first gift (not Cancel, the only button while the gifts load).
    await page.getByRole('dialog').getByRole('listitem').first().getByRole('button').click();
    // Chosen, then sent with Send (spec section 4 "Sending").
    await expect(page.getByText(/^Gift: /)).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => user.received.map((m) => m.messageType)).toContain('G');

    await page.getByRole('button', { name: 'Share Location' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('Paris');
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => user.received.map((m) => m.messageType)).toContain('GL');
    await expect(page.getByText(/Shared location \d/)).toBeVisible();

    await page.getByRole('button', { name: 'From stock images' }).click();
    await page.getByRole('button', { name: 'Use stock image 1', exact: true }).click();
    await expect(page.getByRole('img', { name: 'Chosen: Stock image' })).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => user.received.map((m) => m.messageType)).toContain('I');

    await page.getByRole('button', { name: 'Ask for private photos' }).click();
    await expect.poll(() => user.received.map((m) => m.messageType)).toContain('P');
    const request = user.received.find((m) => m.messageType === 'P');
    await user.client.graphql(
      'mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: A) { status } }',
      { r: roomId, id: request?.privatePhotoRequestId },
    );
    await expect(page.getByLabel('Private photos approved')).toBeVisible();

    const note = page.getByRole('textbox', { name: 'Note about the real user' });
    await note.fill('Loves surprises and Paris.');
    await page.getByRole('button', { name: 'Save Note: Note about the real user' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
    await page.getByRole('combobox', { name: 'Real user' }).click();
    await pickerOption(page, user).click();
    await expect(page.getByRole('textbox', { name: 'Note about the real user' })).toHaveValue(
      'Loves surprises and Paris.',
    );
    await user.client.close();
  });

  test('a chat opens on its newest message, and stays there as its photos load', async ({
    page,
    browser,
  }) => {
    const { own } = await cast(page);
    const moderator = own[0];
    const user = await realUser();
    const roomId = await openChat(user, moderator.id);
    for (let i = 1; i <= 8; i += 1) {
      await user.client.send(roomId, `${LONG} (${i})`, `e2e-${i}-${Date.now()}`);
    }
    const openTheChat = async (on: Page) => {
      await on.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
      await on.getByRole('combobox', { name: 'Real user' }).click();
      await pickerOption(on, user).click();
    };
    await signIn(page, 'chatter@demo.test');
    await openTheChat(page);
    // A photo in the conversation, then the newest message after it.
    await page.getByRole('button', { name: 'From stock images' }).click();
    await page.getByRole('button', { name: 'Use stock image 1', exact: true }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => user.received.map((m) => m.messageType)).toContain('I');
    const newest = 'The newest message, at the bottom';
    await user.client.send(roomId, newest, `e2e-last-${Date.now()}`);
    await expect(page.getByText(newest)).toBeInViewport();

    // Another browser, whose cache does not hold the photo: it takes its height once loaded,
    // after the list scrolled to the end.
    const other = await chatterPage(browser, 'chatter@demo.test');
    await openTheChat(other);
    const photo = other.getByRole('list', { name: 'Chat' }).getByRole('img').last();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expect(other.getByText(newest)).toBeInViewport();
    await other.context().close();
    await user.client.close();
  });

  test("a chatter's page load asks for the workspace's code and data at once, and reads each once", async ({
    page,
  }) => {
    const { own } = await cast(page);
    const user = await realUser();
    const roomId = await openChat(user, own[2].id);
    await user.client.send(roomId, 'Hello from before the page loaded', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test');
    // The page signed in on has read its chat before the readings are counted: its own early
    // requests, sent once its chat list came, are not the reloaded page's.
    await expect(page.getByText('Hello from before the page loaded')).toBeVisible();
    // The chat clicked in the queue a moment ago is the one the workspace opens.
    await page.evaluate(
      (id) =>
        sessionStorage.setItem('chat.clickedRoom', JSON.stringify({ roomId: id, at: Date.now() })),
      roomId,
    );
    const readings: { query: string; early: boolean; variables: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as {
        query: string;
        operationName?: string;
        variables?: Record<string, unknown>;
      };
      const query = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      // Apollo names the operation; the entry's early requests do not.
      readings.push({ query, early: !body.operationName, variables: body.variables ?? {} });
    });
    await page.reload();
    await expect(page.getByText('Hello from before the page loaded')).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    expect(preloaded.some((href) => /ChatDashboard-/.test(href))).toBe(true);
    await page.waitForTimeout(1000);
    const of = (query: string) => readings.filter((reading) => reading.query === query);
    // The workspace took the early answers: the conversation was read once, early, and the chats
    // and settings were read early first (their steady polls may read once more, at a random
    // moment of their first period, so that a team's tabs do not all read together).
    expect(of('History'), JSON.stringify(readings)).toEqual([
      { query: 'History', early: true, variables: { r: roomId, b: null } },
    ]);
    expect(of('Rooms')[0]).toEqual({ query: 'Rooms', early: true, variables: { m: null } });
    expect(of('Rooms').filter((reading) => !reading.early).length).toBeLessThanOrEqual(1);
    expect(of('ChatSettings')[0]?.early).toBe(true);
    expect(of('ChatSettings').filter((reading) => !reading.early).length).toBeLessThanOrEqual(1);
    await user.client.close();
  });

  test('two chatters race for a chat: one gets it, the other is told it is gone', async ({
    page,
    browser,
  }) => {
    const { others, admin, chatter } = await cast(page);
    // A second chatter whose chat-queue permission is on.
    let second = '';
    for (let n = 2; n <= 13 && !second; n += 1) {
      const candidate = await staffToken(page, `chatter${n}@demo.test`);
      const check = await gql<{ checkWorkerChatPermission: { isAllowed: boolean } }>(
        page,
        admin.key,
        'query($w: ID) { checkWorkerChatPermission(workerId: $w) { isAllowed } }',
        { w: String(candidate.user.id) },
      );
      if (check.checkWorkerChatPermission.isAllowed) second = `chatter${n}@demo.test`;
    }
    const user = await realUser();
    const roomId = await openChat(user, others[1].id);
    await user.client.send(roomId, 'Race me!', `e2e-${Date.now()}`);
    const [one, two] = await Promise.all([
      chatterPage(browser, 'chatter@demo.test'),
      chatterPage(browser, second),
    ]);
    for (const p of [one, two]) {
      await p.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
      await expect(p.getByRole('button', { name: `Chat ${user.name}****` })).toBeVisible();
    }
    // Both buttons held before either is pressed: the winner's take removes the row from the
    // other's live queue, and a click that looked the row up again would wait for it forever.
    const chatButton = (p: Page) => p.getByRole('button', { name: `Chat ${user.name}****` });
    const buttons = await Promise.all([one, two].map((p) => chatButton(p).elementHandle()));
    await Promise.allSettled(buttons.map((button) => button?.click({ timeout: 5_000 })));
    const won = (p: Page) => p.getByText('Race me!');
    const lost = (p: Page) => p.getByText('This chat has been taken by another worker.');
    // Exactly one lands in the workspace with the chat. (The winner's row leaves its queue with
    // the queue's event, which can come before its take's answer: judge the winner by the
    // workspace, not by the row.)
    const winners = async () =>
      (await Promise.all([one, two].map((p) => won(p).isVisible()))).filter(Boolean).length;
    await expect.poll(winners, { timeout: 15_000 }).toBe(1);
    const loser = (await won(one).isVisible()) ? two : one;
    // The other stays on the queue, told it is gone or (its click too late) seeing the chat leave.
    await expect
      .poll(
        async () =>
          loser.url().includes('pendingChats') &&
          ((await lost(loser).isVisible()) || (await chatButton(loser).count()) === 0),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await winners()).toBe(1);
    // The winner gives the chat back: no later spec finds it among the demo chatter's held chats.
    const winner = loser === one ? await staffToken(page, second) : chatter;
    await gql(page, winner.key, 'mutation($r: ID!) { releaseChat(roomId: $r) }', { r: roomId });
    await user.client.close();
  });

  test('a chatter who holds a chat takes another from the queue: the one just taken opens', async ({
    page,
  }) => {
    const { others, chatter } = await cast(page);
    // Chat A, held by the chatter already (taken a moment ago, unanswered).
    const first = await realUser();
    const heldRoom = await openChat(first, others[4].id);
    await first.client.send(heldRoom, 'I was here first', `e2e-held-${Date.now()}`);
    await gql(page, chatter.key, 'mutation($r: ID!) { takeChat(roomId: $r) { id } }', {
      r: heldRoom,
    });
    // Chat B, waiting in the queue.
    const second = await realUser();
    const takenRoom = await openChat(second, others[5].id);
    await second.client.send(takenRoom, 'Pick me, pick me', `e2e-taken-${Date.now()}`);
    try {
      await signIn(page, 'chatter@demo.test');
      await takeFromQueue(page, second.name);
      await expect(page.getByText('Pick me, pick me')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Real user' })).toHaveText(
        second.displayName,
      );
      await expect(page.getByText('I was here first')).toHaveCount(0);
      await expect(box(page)).toBeFocused();
    } finally {
      for (const roomId of [heldRoom, takenRoom]) {
        await gql(page, chatter.key, 'mutation($r: ID!) { releaseChat(roomId: $r) }', {
          r: roomId,
        });
      }
      await first.client.close();
      await second.client.close();
    }
  });

  test('a gift and the text typed with it go together on Enter; the chat stays open, the box empty', async ({
    page,
  }) => {
    const { own } = await cast(page);
    const moderator = own[2];
    const user = await realUser();
    const roomId = await openChat(user, moderator.id);
    await user.client.send(roomId, 'Would you send me something nice?', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test');
    await takeFromQueue(page, user.name);
    await expect(page.getByText('Would you send me something nice?')).toBeVisible();
    await expect(page.getByText(/Remain Time \d+:\d\d/)).toBeVisible();

    await page.getByRole('button', { name: 'Send Gift' }).click();
    await page.getByRole('dialog').getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByText(/^Gift: /)).toBeVisible();
    const text = 'Here is a little something for you, I hope it makes you smile today!!!';
    expect(text).toHaveLength(70);
    await box(page).pressSequentially(text);
    await box(page).press('Enter');
    // One message, the gift with its text: both reach the real user.
    await expect
      .poll(() => user.received.map((m) => `${m.messageType} ${m.content}`))
      .toContain(`G ${text}`);
    expect(user.received.filter((m) => m.fromModerator && m.messageType === 'C')).toEqual([]);
    // The chat of the chatter's own fake user stays open, the box empty and writable.
    await expect(page.getByRole('combobox', { name: 'Real user' })).toHaveText(user.displayName);
    await expect(page.getByRole('list', { name: 'Chat' }).getByText(text)).toBeVisible();
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeEditable();
    await expect(page.getByText(/Not sent/)).toHaveCount(0);
    await user.client.close();
  });

  test("a chatter's draft survives a reload and reaches their other browser; sent, it is gone", async ({
    page,
    browser,
  }) => {
    const { others, chatter } = await cast(page);
    const user = await realUser();
    const roomId = await openChat(user, others[3].id);
    await user.client.send(roomId, 'Are you still there?', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test');
    await takeFromQueue(page, user.name);
    await expect(page.getByText('Are you still there?')).toBeVisible();
    const saves: number[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('SaveChatDraft')) saves.push(Date.now());
    });
    const half = 'Of course I am, I was just thinking about';
    await box(page).pressSequentially(half, { delay: 20 });
    // Reloaded at once: what was typed in the last second goes with the page as it leaves.
    await page.reload();
    await expect(box(page)).toHaveValue(half);
    // A burst of keystrokes costs at most one save a second.
    const burst = saves.filter((at) => at - saves[0] < 900);
    expect(burst.length).toBeLessThanOrEqual(2);

    const second = await chatterPage(browser, 'chatter@demo.test');
    await second.goto(`${baseUrl()}/#/chat/${roomId}`);
    await expect(box(second)).toHaveValue(half);
    const whole = `${half} what you told me about your weekend, tell me more!`;
    await box(second).fill(whole);
    await box(second).press('Enter');
    await expect.poll(() => user.received.map((m) => m.content)).toContain(whole);
    await second.context().close();

    // Sent from the other browser: the draft went with it.
    const kept = await gql<{ chatDraft: { text: string } | null }>(
      page,
      chatter.key,
      'query($r: ID!) { chatDraft(roomId: $r) { text } }',
      { r: roomId },
    );
    expect(kept.chatDraft).toBeNull();
    await user.client.close();
  });

  test('the deadline passes unanswered and the chat returns to the queue', async ({ page }) => {
    // A server of its own, where a chat taken must be answered within 10 seconds.
    const origin = shortDeadlineUrl();
    const { others } = await cast(page, origin);
    const user = await realUser(origin);
    const roomId = await openChat(user, others[2].id);
    await user.client.send(roomId, 'Is the clock ticking?', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test', { origin });
    await takeFromQueue(page, user.name);
    await expect(page.getByText('Is the clock ticking?')).toBeVisible();
    // Typing when the time runs out: the box closes at once and keeps the text, not sent.
    await box(page).fill('Sorry, I was just about to answer you');
    await expect(page.getByText('Time is over').first()).toBeVisible({ timeout: 15_000 });
    await expect(box(page)).toHaveAttribute('readonly');
    await expect(box(page)).toHaveValue('Sorry, I was just about to answer you');
    await expect(page.getByText(/Not sent: this chat closed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
    await expect(page.getByRole('button', { name: `Chat ${user.name}****` })).toBeVisible({
      timeout: 10_000,
    });
    // Taken again after a reload, the chat opens with the unsent text, kept on the server.
    await page.reload();
    await takeFromQueue(page, user.name);
    await expect(box(page)).toHaveValue('Sorry, I was just about to answer you');
    await expect(box(page)).not.toHaveAttribute('readonly');
    await user.client.close();
  });

  test('offline, the missed messages arrive once when back; what was written waits and goes', async ({
    page,
    context,
  }) => {
    const { own } = await cast(page);
    const moderator = own[1];
    const user = await realUser();
    const roomId = await openChat(user, moderator.id);
    await user.client.send(roomId, 'First, while you are here.', `e2e-${Date.now()}`);
    await signIn(page, 'chatter@demo.test');
    await page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
    await page.getByRole('combobox', { name: 'Real user' }).click();
    await pickerOption(page, user).click();
    await expect(page.getByText('First, while you are here.')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(/^Offline/)).toBeVisible();
    for (const text of ['Missed one', 'Missed two', 'Missed three']) {
      await user.client.send(roomId, text, `e2e-${text.replace(' ', '-')}-${Date.now()}`);
    }
    await box(page).fill(LONG);
    await box(page).press('Enter');
    await expect(page.getByText('Waiting for the network…')).toBeVisible();
    await context.setOffline(false);
    for (const text of ['Missed one', 'Missed two', 'Missed three']) {
      await expect(page.getByText(text, { exact: true })).toHaveCount(1);
    }
    await expect.poll(() => user.received.filter((m) => m.content === LONG).length).toBe(1);
    await expect(page.getByText(LONG)).toHaveCount(1);
    // Barrier: a later message shows after any repeat of the missed ones would have.
    await user.client.send(roomId, 'And one more.', `e2e-after-${Date.now()}`);
    await expect(page.getByText('And one more.', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Missed two', { exact: true })).toHaveCount(1);
    await user.client.close();
  });

  test('messages, queue changes and a photo decision reach the screen over one socket, without reading again', async ({
    page,
  }) => {
    const { own, others } = await cast(page);
    const moderator = own[0];
    let sockets = 0;
    page.on('websocket', () => {
      sockets += 1;
    });
    await signIn(page, 'chatter@demo.test');
    const entry = page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) });
    await expect(entry).toBeVisible();
    await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
    // Let the first connection's one reading of the queue settle before watching.
    await page.waitForTimeout(1500);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const query = String((request.postDataJSON() as { query?: string }).query ?? '');
      operations.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous');
    });
    const reads = (name: string) => operations.filter((operation) => operation === name).length;

    const before = await queueCount(page);
    const writer = await realUser();
    const roomId = await openChat(writer, moderator.id);
    const other = await realUser();
    const otherRoom = await openChat(other, others[0].id);
    for (let n = 1; n <= 4; n += 1) {
      await writer.client.send(roomId, `Message ${n}`, `e2e-live-${n}-${Date.now()}`);
      await expect(entry).toHaveAccessibleName(new RegExp(`${n} unread`));
    }
    await other.client.send(otherRoom, 'Anyone?', `e2e-live-other-${Date.now()}`);
    await expect.poll(() => queueCount(page)).toBe(before + 2);
    // The list and the count came with the events; a poll (every 15 s) may have fallen in between.
    expect(reads('Rooms')).toBeLessThanOrEqual(1);
    expect(reads('QueueCount')).toBeLessThanOrEqual(1);

    // A real user's decision on a private-photo request changes its bubble from the event.
    await entry.click();
    await page.getByRole('combobox', { name: 'Real user' }).click();
    await pickerOption(page, writer).click();
    await expect(page.getByText('Message 4')).toBeVisible();
    await page.getByRole('button', { name: 'Ask for private photos' }).click();
    await expect.poll(() => writer.received.some((m) => m.messageType === 'P')).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Cancel the private photo request' }),
    ).toBeVisible();
    const request = writer.received.find((m) => m.messageType === 'P');
    const watched = operations.length;
    await writer.client.graphql(
      'mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: A) { status } }',
      { r: roomId, id: request?.privatePhotoRequestId },
    );
    await expect(page.getByLabel('Private photos approved')).toBeVisible();
    const afterDecision = operations.slice(watched);
    // The messages are not read again; the request's status has a slow poll as its fallback.
    expect(afterDecision.filter((operation) => operation === 'History')).toEqual([]);
    expect(
      afterDecision.filter((operation) => operation === 'PhotoRequest').length,
    ).toBeLessThanOrEqual(1);

    // The feed, photo decisions, the queue and the chatter's counter share the tab's one socket.
    expect(sockets).toBe(1);
    await writer.client.close();
    await other.client.close();
  });

  test('a chatter starts a chat as their own fake user with a real user they pick', async ({
    page,
  }) => {
    const { own } = await cast(page);
    const moderator = own[0];
    const user = await realUser();
    await signIn(page, 'chatter@demo.test');
    await page
      .getByRole('button', { name: `Start a new chat as ${moderator.display_name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search (3 characters or more)').fill(user.name);
    await dialog.getByRole('button', { name: new RegExp(`${user.displayName}$`) }).click();
    await expect(page.getByText('Chat started')).toBeVisible();
    await expect(box(page)).toBeVisible();
    await box(page).fill(LONG);
    await box(page).press('Enter');
    await expect.poll(() => user.received.filter((m) => m.content === LONG).length).toBe(1);
    await user.client.close();
  });
});
