/**
 * Issue 4: user and role administration, end to end in the browser, in Chinese and English.
 * An admin creates a role with a few menu ids and a user holding it; the user, signed in in a
 * second browser context, sees exactly those entries; an id removed from the role disappears
 * from the user's menu after a reload. A duplicate username shows the server's message and
 * keeps the form as typed.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, BASE_URL, confirmPopconfirm, dialog, fieldHelp, login, menuLabels, newPage, resetBackend, selectOption, sideMenu, signIn, SUBMIT_NAME, useBrowser } from './helpers.mjs';
import { readTexts } from './texts.mjs';

const dict = {
  zh: readTexts('zh'),
  en: readTexts('en'),
};

const holder = useBrowser();

before(async () => {
  const r = await resetBackend();
  assert.ok(r.status < 300, `reset: ${r.status}`);
});

/** Clicks a side-menu entry once the menu has stopped moving (an area opening): a click during it can miss on a loaded machine. */
const clickMenu = async (page, label) => {
  const entry = sideMenu(page).getByText(label, { exact: true });
  await entry.waitFor();
  await animationsDone(page);
  await entry.click();
};
const modal = dialog;
// The kit's form dialogs (FormDialog) submit with Save; antd's own dialogs with OK.
const submitDialog = (page) => dialog(page).getByRole('button', { name: SUBMIT_NAME }).click();

async function fillSelect(page, id, text) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(text);
  await selectOption(page, text).first().click();
  await page.keyboard.press('Escape');
}

for (const lang of ['zh', 'en']) {
  const t = (k) => dict[lang][k] ?? assert.fail(`missing key ${k}`);
  const code = `picker_${lang}`;
  const username = `picker.${lang}`;
  const password = 'pick1234';

  describe(`user and role administration (${lang})`, () => {
    test('a new role and user give exactly the chosen entries; a removed id disappears on reload', async () => {
      const admin = await newPage(holder.browser, { lang });
      await login(admin, 'admin');
      // The system menu's role management (every warehouse).
      await admin.locator('[data-testid=menu-set-switch]').click();
      // the switch opens the system menu's first page: its list is there before the next click
      // (under CI load a click while that page was still coming was once lost)
      await admin.waitForURL((u) => u.pathname === '/system');
      await admin.locator('[data-testid=user-new]').waitFor();
      await clickMenu(admin, t('menu.sys.role'));
      await admin.waitForURL((u) => u.pathname === '/system/role');
      await admin.getByText(t('system.role.scope.system')).waitFor();

      await admin.locator('[data-testid=role-new]').click();
      await admin.locator('#roleForm_code').fill(code);
      await admin.locator('#roleForm_name').fill(`Picker ${lang}`);
      await submitDialog(admin);
      // The new role goes on to its permissions: home, inventory list, tasks.
      const editor = admin.locator('[data-testid=permission-editor]');
      await editor.waitFor();
      await editor.getByText(t('menu.inventory.list')).first().waitFor();
      for (const id of ['148', '34', '178']) await admin.locator(`[data-testid=perm-${id}]`).click();
      // The inventory group is half-checked now, not checked.
      const inventoryNode = admin.getByRole('treeitem').filter({ has: admin.locator('[data-testid="perm-group:warehouse:inventory"]') });
      await assert.doesNotReject(inventoryNode.locator('role=checkbox[checked="mixed"]').waitFor());
      await admin.locator('[data-testid=permissions-count]').getByText(t('system.role.permissions.count').replace('{{count}}', '3')).waitFor();
      await admin.locator('[data-testid=permissions-save]').click();
      await editor.waitFor({ state: 'hidden' });
      await admin.locator(`[data-testid=role-row-${code}]`).waitFor();

      // A user with that role.
      await clickMenu(admin, t('menu.sys.users'));
      await admin.waitForURL((u) => u.pathname === '/system');
      await admin.locator('[data-testid=user-new]').click();
      await admin.locator('#userForm_username').fill(username);
      await admin.locator('#userForm_name').fill(`Picker ${lang}`);
      await admin.locator('#userForm_password').fill(password);
      await fillSelect(admin, 'userForm_roleIds', code);
      await fillSelect(admin, 'userForm_warehouseIds', 'SZ01');
      await submitDialog(admin);
      await modal(admin).waitFor({ state: 'hidden' });
      await admin.locator(`[data-testid="user-row-${username}"]`).waitFor();

      // Second session: exactly those entries.
      const user = await newPage(holder.browser, { lang });
      await login(user, username, password);
      assert.deepEqual(await menuLabels(user), [t('menu.homepage'), t('menu.inventory'), t('menu.inventory.list'), t('menu.task')]);

      // The admin takes tasks away.
      await clickMenu(admin, t('menu.sys.role'));
      await admin.locator(`[data-testid=role-permissions-${code}]`).click();
      await editor.waitFor();
      await admin.locator('[data-testid=perm-178]').click();
      await admin.locator('[data-testid=permissions-save]').click();
      await editor.waitFor({ state: 'hidden' });

      await user.reload();
      await sideMenu(user).waitFor();
      assert.deepEqual(await menuLabels(user), [t('menu.homepage'), t('menu.inventory'), t('menu.inventory.list')]);
      // ... nor can it be opened.
      await user.goto(`${BASE_URL}/task`);
      await user.getByText('403').first().waitFor();

      // The change is in the role's history.
      await admin.locator(`[data-testid=role-view-${code}]`).click();
      await admin.locator('[data-testid=tab-history]').click();
      await admin.locator('[data-testid=history-item]').first().getByText(t('system.audit.action.permissions')).waitFor();
      // created, permissions set, permissions changed
      assert.equal(await admin.locator('[data-testid=history-item]').count(), 3);

      assert.deepEqual(admin.errors, []);
      assert.deepEqual(user.errors, []);
      await admin.context().close();
      await user.context().close();
    });

    test('a duplicate username shows the server message and keeps the form', async () => {
      const admin = await newPage(holder.browser, { lang });
      // The warehouse menu's users screen (current warehouse).
      await signIn(admin, 'admin', '/system');
      await admin.getByText(t('system.user.scope.warehouse')).waitFor();
      await admin.locator('[data-testid=user-new]').click();
      await admin.locator('#userForm_username').fill('staff');
      await admin.locator('#userForm_name').fill('Someone Else');
      await admin.locator('#userForm_email').fill('else@example.com');
      await admin.locator('#userForm_password').fill('abcd1234');
      await submitDialog(admin);

      // antd's message toast has no role: found by its class (scripts/e2e-selectors.test.mjs)
      await admin.locator('.ant-message').getByText(t('server.user.usernameTaken')).waitFor();
      await fieldHelp(modal(admin), 'userForm_username').getByText(t('server.user.usernameTaken')).waitFor();
      assert.equal(await modal(admin).count(), 1);
      assert.equal(await admin.locator('#userForm_username').inputValue(), 'staff');
      assert.equal(await admin.locator('#userForm_name').inputValue(), 'Someone Else');
      assert.equal(await admin.locator('#userForm_email').inputValue(), 'else@example.com');
      assert.equal(await admin.locator('#userForm_password').inputValue(), 'abcd1234');
      assert.deepEqual(admin.errors, []);
      await admin.context().close();
    });

    test('reset password shows the new password once, and it works', async () => {
      const admin = await newPage(holder.browser, { lang });
      await signIn(admin, 'admin', '/system');
      await admin.locator('[data-testid=user-reset-staff]').click();
      await confirmPopconfirm(admin);
      const shown = admin.locator('[data-testid=new-password]');
      await shown.waitFor();
      const newPassword = (await shown.innerText()).trim();
      assert.match(newPassword, /^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
      const ok = await api('/api/login', { body: { username: 'staff', password: newPassword } });
      assert.equal(ok.status, 200);
      const old = await api('/api/login', { body: { username: 'staff', password: 'staff123' } });
      assert.equal(old.status, 400);
      await admin.context().close();
      await resetBackend();
    });
  });
}
