/**
 * The one task list (menu 178) in both languages: a putaway task claimed on the list, opened on its
 * scan screen, finished there by scanning the suggested location, and back on the list it is done
 * (the notice says so); a staff user sees the tasks they were given first; a task another user
 * holds is refused on its scan screen, which names the holder.
 */
import { after, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, apiToken, confirmPopconfirm, newPage, resetBackend, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const as = async (username, path, opts = {}) => {
  const r = await api(path, { token: await apiToken(username), warehouse: 'w1', method: 'GET', ...opts });
  assert.ok(r.status < 300, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};
const scanFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
const row = (page, id) => page.locator(`[data-testid=tasks-table] tbody tr[data-row-key="${id}"]`);
const stateTag = (page, id, lang, state) => page.getByTestId(`task-state-${id}`).filter({ hasText: say(lang, `task.state.${state}`) });

beforeEach(() => resetBackend());
// the files after this one find no task held by the staff user
after(() => resetBackend());

for (const lang of ['zh', 'en']) {
  describe(`task list (${lang})`, () => {
    test('a putaway task claimed on the list, opened, finished on its scan screen, is done back on the list', async () => {
      // a pallet waiting for putaway, with a suggested location; a supervisor made it urgent (first on the list)
      const pending = (await as('admin', '/api/tasks?kind=putaway&status=pending&pageSize=100')).list;
      const task = pending.find((x) => x.to);
      assert.ok(task, 'a pending putaway with a suggested location');
      await as('admin', '/api/tasks/priority', { method: 'POST', body: { ids: [task.id], priority: 'high' } });
      const lpn = await lpnOf(task);

      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/task');
      await row(page, task.id).waitFor();
      await stateTag(page, task.id, lang, 'pending').waitFor();

      // claim it: in progress, held by the admin
      await page.getByTestId(`task-claim-${task.id}`).click();
      await confirmPopconfirm(page);
      await stateTag(page, task.id, lang, 'inProgress').waitFor();
      await page.getByTestId(`task-assignee-${task.id}`).filter({ hasText: 'Admin' }).waitFor();
      await row(page, task.id).getByTestId('task-mine').filter({ hasText: say(lang, 'task.mine') }).waitFor();

      // open it: the putaway screen with that pallet chosen; scan the suggested location
      await page.getByTestId(`task-open-${task.id}`).click();
      await page.waitForURL(/\/inbound\/regular\/onShelf\?/);
      await page.getByTestId('putaway-suggested').filter({ hasText: task.to }).waitFor();
      await scanFocused(page);
      await page.getByTestId('scan-input').fill(task.to);
      await page.getByTestId('scan-input').press('Enter');
      await page.getByRole('status').filter({ hasText: say(lang, 'inbound.putaway.done', { lpn, location: task.to }) }).waitFor();

      // back to the list: the task is done (the notice says the pallet is on the shelf)
      await page.getByTestId('back-to-tasks').click();
      await page.waitForURL(/\/task$/);
      await page.getByTestId('tab-done').click();
      await row(page, task.id).waitFor();
      await stateTag(page, task.id, lang, 'done').waitFor();
      assert.equal(await page.getByTestId(`task-claim-${task.id}`).count(), 0, 'a done task offers no claim');

      // its history names the claim
      await page.getByTestId(`task-view-${task.id}`).click();
      const drawer = page.getByTestId('task-drawer');
      await drawer.getByTestId('tab-history').click();
      await drawer.getByTestId('history-item').filter({ hasText: say(lang, 'task.action.claim') }).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a putaway task given to another user: its scan screen says who holds it, and the pallet stays', async () => {
      const pending = (await as('admin', '/api/tasks?kind=putaway&status=pending&pageSize=100')).list;
      const task = pending.find((x) => x.to);
      assert.ok(task, 'a pending putaway with a suggested location');
      await as('admin', '/api/tasks/assign', { method: 'POST', body: { ids: [task.id], userId: 'u2' } });

      // the supervisor scans it without reassigning it to themself first: refused
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', `${task.link}`);
      await page.getByTestId('putaway-suggested').filter({ hasText: task.to }).waitFor();
      await scanFocused(page);
      await page.getByTestId('scan-input').fill(task.to);
      await page.getByTestId('scan-input').press('Enter');
      await page.getByRole('alert').filter({ hasText: say(lang, 'server.task.confirmHeld', { doc: task.docNo, name: 'Li Staff' }) }).waitFor();
      const d = await as('admin', `/api/tasks/detail?id=${encodeURIComponent(task.id)}`);
      assert.equal(d.state, 'inProgress');
      assert.equal(d.assignee, 'Li Staff');
      await page.context().close();
    });

    test('a staff user sees the tasks given to them first', async () => {
      // the supervisor gives the staff user the two tasks that would otherwise come last
      const pending = (await as('admin', '/api/tasks?status=pending&pageSize=500')).list;
      const given = pending.slice(-2);
      await as('admin', '/api/tasks/assign', { method: 'POST', body: { ids: given.map((x) => x.id), userId: 'u2' } });

      const page = await newPage(b.browser, { lang });
      await signIn(page, 'staff', '/task');
      const rows = page.locator('[data-testid=tasks-table] tbody tr[data-row-key]');
      await rows.first().waitFor();
      const firstTwo = [await rows.nth(0).getAttribute('data-row-key'), await rows.nth(1).getAttribute('data-row-key')];
      assert.deepEqual([...firstTwo].sort(), given.map((x) => x.id).sort());
      for (const x of given) {
        await row(page, x.id).getByTestId('task-mine').filter({ hasText: say(lang, 'task.mine') }).waitFor();
        await page.getByTestId(`task-assignee-${x.id}`).filter({ hasText: 'Li Staff' }).waitFor();
      }
      // the staff user cannot claim a task the admin holds (the next row on the page)
      const held = await rows.nth(2).getAttribute('data-row-key');
      assert.equal(await page.getByTestId(`task-claim-${held}`).isDisabled(), false);
      await as('admin', '/api/tasks/claim', { method: 'POST', body: { ids: [held] } });
      await page.reload();
      await page.getByTestId(`task-assignee-${held}`).filter({ hasText: 'Admin' }).waitFor();
      assert.equal(await page.getByTestId(`task-claim-${held}`).isDisabled(), true);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

/** The pallet of a putaway task (the putaway screen names it in its result). */
async function lpnOf(task) {
  const [, source, docId, taskId] = task.id.split(':');
  const open = (await as('admin', `/api/inbound/putaway/${source}?pageSize=500`)).list;
  const t = open.find((x) => x.id === taskId && x.docId === docId);
  assert.ok(t, 'the putaway screen lists the pallet');
  return t.lpn;
}
