// 媒体管理 in the operations console, through the gateway: 内容编辑 adds a video (a wrong file type refused
// before anything is sent; the clip and the cover go straight to the storage with the console's policy,
// with progress) → it is first on the portal's /video at once and plays from the storage on /videoDetail →
// taken off, it is gone from /video and its link says 内容已下线 → the changes are in 操作日志 (超级管理员).
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { appReady } from '../support';
import { staffPage } from '../support/staff';

/** A real 10 s clip of the seed (WebM), and a 1×1 PNG cover. */
const CLIP = fileURLToPath(new URL('../../apps/api/assets/seed/video-clip-2.webm', import.meta.url));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('媒体管理: 内容编辑 uploads a video; first on /video, plays from the storage; taken off it says 内容已下线', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const name = `应急疏散演练实录 ${Date.now() % 1_000_000}`;

  const editor = await staffPage(browser, 'editor');
  await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '媒体管理' }).click();
  await expect(editor.getByRole('heading', { name: '媒体管理', level: 1 })).toBeVisible();
  await editor.getByLabel('类型').selectOption('video');
  await expect(editor).toHaveURL(/kind=video/);
  await editor.getByRole('link', { name: '新建' }).click();
  await expect(editor.getByRole('heading', { name: '新建媒体', level: 1 })).toBeVisible();
  await expect(editor.getByLabel(/^类型/)).toHaveValue('video');

  // an empty name is refused before anything is sent; a file of another type never leaves the browser
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('请填写名称')).toBeVisible();
  await editor.getByLabel('视频文件', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(editor.getByRole('alert').filter({ hasText: '仅支持 mp4、webm、m4v、mov、ogv 格式' })).toBeVisible();

  await editor.getByRole('textbox', { name: /^名称/ }).fill(name);
  // a category no other journey counts
  await editor.getByLabel(/^分类/).selectOption({ label: '应急管理' });
  await editor.getByRole('textbox', { name: /^主讲人/ }).fill('吴俊杰');
  await editor.getByRole('textbox', { name: /^简介/ }).fill('高层办公楼应急疏散全过程。');
  await editor.getByLabel('封面', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await editor.getByLabel('视频文件', { exact: true }).setInputFiles(CLIP);
  const clip = editor.getByRole('list', { name: /^视频文件：已上传 1 个/ });
  await expect(clip).toContainText('video-clip-2.webm', { timeout: 20_000 });
  await expect(editor.getByRole('list', { name: /^封面：已上传 1 个/ })).toBeVisible();
  const intro = editor.getByRole('textbox', { name: '详细介绍内容' });
  await intro.click();
  await editor.keyboard.type('演练分为报警、疏散、清点三个阶段。');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('保存成功')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/mediaEdit\?id=\d+$/);
  const id = Number(new URL(editor.url()).searchParams.get('id'));

  // on the portal at once: first on /video (its cached first paint is rendered afresh), playing from the storage
  await expect.poll(async () => (await (await page.request.get('/video')).text()).includes(name), { timeout: 20_000 }).toBe(true);
  await page.goto('/video');
  await appReady(page);
  await expect(page.getByRole('list', { name: '视频列表', exact: true }).getByRole('link').first()).toContainText(name);
  await page.goto(`/videoDetail?key=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('作者：吴俊杰')).toBeVisible();
  await expect(page.getByText('演练分为报警、疏散、清点三个阶段。')).toBeVisible();
  const video = page.getByLabel(name);
  await expect(video).toHaveAttribute('src', /^\/api\/oss-emulator\/ws-demo\/staff\/s\d+\/\d{8}\/[0-9a-f]{32}\.webm$/);
  await expect.poll(async () => video.evaluate((el) => (el as HTMLVideoElement).readyState), { message: 'the clip loads' }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((el) => (el as HTMLVideoElement).duration)).toBeGreaterThan(9);
  await expect(page.getByText('该视频暂不能播放')).toHaveCount(0);

  // taken off: gone from /video, the link says so
  await editor.goto(`/admin/media?kind=video&keyword=${encodeURIComponent(name)}`);
  const table = editor.getByRole('table', { name: '媒体列表' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await table.getByRole('button', { name: `下线 ${name}` }).click();
  await editor.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(table.getByText('已下线')).toBeVisible();
  await page.goto(`/videoDetail?key=${id}`);
  await expect(page.getByText('内容已下线')).toBeVisible();
  await page.goto('/video');
  await appReady(page);
  await expect(page.getByRole('list', { name: '视频列表', exact: true }).getByRole('link').first()).not.toContainText(name);

  // 操作日志 (超级管理员): the creation and the take-down, by 内容编辑
  const admin = await staffPage(browser, 'admin', { goTo: '/admin/audit' });
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('table').getByText(`下线视频《${name}》（ID ${id}）`)).toBeVisible();
  await expect(admin.getByRole('table').getByText(`新建视频《${name}》（ID ${id}）`)).toBeVisible();
});
