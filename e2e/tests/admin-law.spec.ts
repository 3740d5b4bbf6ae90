// 文章管理's laws, through the gateway: 内容编辑 uploads a law's PDF into category 126 (安全生产) with the console's
// upload policy (a Word .doc refused before it is sent) and publishes it → the portal's /detailPages shows the
// PDF from the storage in its viewer with a download (to a member), and the file is served as a PDF.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, login } from '../support';
import { staffPage } from '../support/staff';

/** A one-page PDF (what the viewer needs to show something). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('文章管理: 内容编辑 uploads a law PDF into category 126 and publishes it; the portal shows and serves it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const title = `广东省安全生产条例（修订） ${Date.now() % 1_000_000}`;

  const editor = await staffPage(browser, 'editor', { goTo: '/admin/articleEdit' });
  await editor.goto('/admin/articleEdit');
  await expect(editor.getByRole('heading', { name: '新建文章', level: 1 })).toBeVisible();
  await editor.getByLabel(/^栏目/).selectOption('law');
  await editor.getByLabel(/^法规分类/).selectOption('126');
  await editor.getByRole('textbox', { name: /^标题/ }).fill(title);
  await editor.getByRole('textbox', { name: /^来源/ }).fill('广东省人大常委会');

  const file = editor.getByLabel('法规文件（PDF 或 Word）', { exact: true });
  await file.setInputFiles({ name: '条例.doc', mimeType: 'application/msword', buffer: Buffer.from('doc') });
  await expect(editor.getByRole('alert').filter({ hasText: '仅支持' })).toBeVisible();
  await file.setInputFiles({ name: '广东省安全生产条例.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByRole('list', { name: /^法规文件（PDF 或 Word）：已上传 1 个/ })).toContainText('广东省安全生产条例.pdf');
  await editor.getByRole('button', { name: '发布' }).click();
  await expect(editor.getByText('已发布', { exact: true }).first()).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/articleEdit\?id=\d+$/);
  const id = Number(new URL(editor.url()).searchParams.get('id'));

  // the portal's law texts are for members: the login brings the reader back to the law
  await login(page, DEMO_ACCOUNTS.member.phone, DEMO_ACCOUNTS.member.password, `/detailPages?key=${id}`);
  await expect(page).toHaveURL(new RegExp(`/detailPages\\?key=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const law = page.getByRole('region', { name: '法规全文' });
  const viewer = law.locator('iframe');
  await expect(viewer).toHaveAttribute('src', /^\/api\/oss-emulator\/ws-demo\/staff\/s\d+\/\d{8}\/[0-9a-f]{32}\.pdf$/);
  const src = (await viewer.getAttribute('src'))!;
  await expect(law.getByRole('link', { name: /下载 PDF/ })).toHaveAttribute('href', src);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
});
