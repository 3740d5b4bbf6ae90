// Journeys of the video hub and the lecture hall (spec 01 §2 Video hub, /videoDetail, Lecture hall,
// /managementInfo, courseware and live detail): playing a seeded clip at 1.5x, every menu of 百家大讲堂,
// the category dropdown, a management system's download, and the login gate of courseware and lives.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, login } from '../support';

interface MediaItem {
  id: number;
  name: string;
  file_url: string;
  create_time: string;
  resource_items: { FileName?: string; FileUrl: string }[];
}

const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('link');

/** Media state of a <video>. */
const mediaState = (video: Locator) =>
  video.evaluate((el) => {
    const v = el as HTMLVideoElement;
    return { paused: v.paused, rate: v.playbackRate, time: v.currentTime, ready: v.readyState, error: v.error?.code ?? 0, duration: v.duration };
  });

test.describe('video hub', () => {
  test('category, search, a video played at 1.5x, and a video without a file', async ({ page }) => {
    await page.goto('/video');
    await expect(page).toHaveTitle(/视频/);
    const menu = page.getByRole('navigation', { name: '视频分类' });
    await expect(menu.getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page, '视频列表')).toHaveCount(9);
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(cards(page, '视频列表').first()).toHaveAttribute('href', /^\/videoDetail\?key=\d+$/);

    // category 消防安全, then the keyword 灭火器: one video
    await menu.getByRole('button', { name: '消防安全' }).click();
    await expect(page).toHaveURL(/\/video\?cate=\d+$/);
    await expect(cards(page, '视频列表')).toHaveCount(3);
    await page.getByRole('textbox', { name: '搜索视频' }).fill('灭火器');
    await page.locator('#main').getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/keywords=/);
    await expect(cards(page, '视频列表')).toHaveCount(1);
    // reload keeps the filters
    await page.reload();
    await expect(menu.getByRole('button', { name: '消防安全' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('textbox', { name: '搜索视频' })).toHaveValue('灭火器');
    await cards(page, '视频列表').first().click();

    // the detail: title, time, author, the player
    await expect(page).toHaveURL(/\/videoDetail\?key=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '灭火器的正确使用方法' })).toBeVisible();
    await expect(page.getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('作者：李建国')).toBeVisible();
    await expect(page.getByRole('region', { name: '视频简介' })).toContainText('内容要点');
    const video = page.getByLabel('灭火器的正确使用方法');
    await expect(video).toHaveAttribute('src', /^\/api\/files\/seed\/video-clip-\d\.webm$/);
    await expect.poll(async () => (await mediaState(video)).ready, { message: 'the clip loads' }).toBeGreaterThanOrEqual(1);
    expect((await mediaState(video)).duration).toBeGreaterThan(9);

    // play (a click on the native player), then 1.5x
    await video.click();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
    await page.getByRole('group', { name: '倍速' }).getByRole('button', { name: '1.5x' }).click();
    await expect(page.getByRole('button', { name: '1.5x' })).toHaveAttribute('aria-pressed', 'true');
    expect((await mediaState(video)).rate).toBe(1.5);
    expect(await video.evaluate((el) => (el as HTMLVideoElement).playbackRate === 1.5)).toBe(true);
    const t0 = (await mediaState(video)).time;
    await expect.poll(async () => (await mediaState(video)).time, { message: 'currentTime advances' }).toBeGreaterThan(t0 + 0.5);
    const state = await mediaState(video);
    expect(state.error).toBe(0);
    expect(state.paused).toBe(false);
    await expect(page.getByText('该视频暂不能播放')).toHaveCount(0);

    // seeking works (the file server answers byte ranges)
    await video.evaluate((el) => {
      (el as HTMLVideoElement).currentTime = 7;
    });
    await expect.poll(async () => (await mediaState(video)).time).toBeGreaterThanOrEqual(7);

    // a seeded video without a file
    await page.goto('/video?keywords=%E7%94%B5%E6%A2%AF');
    await expect(cards(page, '视频列表')).toHaveCount(1);
    await cards(page, '视频列表').first().click();
    await expect(page.getByRole('heading', { level: 1, name: '电梯困人应急处置演示' })).toBeVisible();
    await expect(page.getByText('该视频暂不能播放')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });
});

test.describe('百家大讲堂', () => {
  test('each menu lists its items; the category dropdown filters; a management card leads to its download', async ({ page, request }) => {
    await page.goto('/school');
    await expect(page).toHaveTitle(/百家大讲堂/);
    const menu = page.getByRole('navigation', { name: '百家大讲堂' });
    const tabs: [string, RegExp, boolean][] = [
      ['视频', /^\/videoDetail\?key=\d+$/, true],
      ['直播', /^\/listlive\?key=\d+$/, true],
      ['课件', /^\/courseware\?key=\d+$/, true],
      ['企业管理体系', /^\/managementInfo\?key=\d+$/, false],
    ];
    for (const [tab, href, newTab] of tabs) {
      await menu.getByRole('button', { name: tab, exact: true }).click();
      await expect(menu.getByRole('button', { name: tab, exact: true })).toHaveAttribute('aria-current', 'true');
      const list = cards(page, `${tab}列表`);
      await expect(list).toHaveCount(9);
      await expect(list.first()).toHaveAttribute('href', href);
      if (newTab) await expect(list.first()).toHaveAttribute('target', '_blank');
      else await expect(list.first()).not.toHaveAttribute('target', /.*/);
      await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/school\?tab=management$/);

    // the dropdown of the management group
    await page.getByRole('combobox', { name: '分类' }).click();
    await page.getByRole('option', { name: '操作规程' }).click();
    await expect(page).toHaveURL(/tab=management&cate=\d+$/);
    await expect(cards(page, '企业管理体系列表')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
    await expect(cards(page, '企业管理体系列表').filter({ hasText: '动火作业安全管理规程' })).toHaveCount(1);

    // search inside the filter
    await page.getByRole('textbox', { name: '搜索企业管理体系' }).fill('动火');
    await page.getByRole('textbox', { name: '搜索企业管理体系' }).press('Enter');
    await expect(cards(page, '企业管理体系列表')).toHaveCount(1);

    // management card → detail in the same tab, with the download of its first file
    await cards(page, '企业管理体系列表').first().click();
    await expect(page).toHaveURL(/\/managementInfo\?key=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '动火作业安全管理规程' })).toBeVisible();
    await expect(page.getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('适用于广州、东莞地区工贸企业')).toBeVisible();
    const download = page.getByRole('link', { name: '下载：动火作业安全管理规程.pdf' });
    await expect(download).toHaveAttribute('href', /^\/api\/files\/seed\/management-\d+\.pdf$/);
    await expect(download).toHaveAttribute('download', '动火作业安全管理规程.pdf');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('动火作业安全管理规程.pdf');
    const res = await request.get((await download.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');

    // back returns to the filtered list
    await page.goBack();
    await expect(page).toHaveURL(/tab=management&cate=\d+&keywords=/);
    await expect(cards(page, '企业管理体系列表')).toHaveCount(1);
  });

  test('courseware and lives need login: a card opens a new tab that goes to /login, then the detail', async ({ page, context, request }) => {
    const course = (await apiGet<{ items: MediaItem[] }>(request, '/open/uni/listcourse', { pageNum: 1, pageSize: 9 })).data.items[0]!;
    await page.goto('/school?tab=course');
    const card = cards(page, '课件列表').filter({ hasText: course.name });
    await expect(card).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await expect(popup).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/courseware?key=${course.id}`).replace(/[?]/g, '\\?')}$`));
    await expect(popup.getByText('未登录或超时，请重新登陆')).toBeVisible();
    await popup.close();

    // logged out, straight to a live
    await page.goto('/listlive?key=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Flistlive%3Fkey%3D1$/);

    // after login the courseware shows its files (PDF inline and a download)
    await login(page, DEMO_ACCOUNTS.member.phone, undefined, `/courseware?key=${course.id}`);
    await expect(page).toHaveURL(new RegExp(`/courseware\\?key=${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const files = page.getByRole('list', { name: '课件文件' });
    const fileName = course.resource_items[0]!.FileName!;
    await expect(files.getByText(fileName)).toBeVisible();
    await expect(files.getByRole('link', { name: `下载：${fileName}` })).toHaveAttribute('href', course.resource_items[0]!.FileUrl);
    await expect(page.getByTitle(`预览：${fileName}`)).toHaveAttribute('src', course.resource_items[0]!.FileUrl);

    // a live with a replay plays; one still to come (the seed dates lives from the day it runs) shows
    // 直播尚未开始 with its start time
    const lives = (await apiGet<{ items: MediaItem[] }>(request, '/open/uni/listlive', { pageNum: 1, pageSize: 20 })).data.items;
    const replay = lives.find((l) => l.file_url !== '')!;
    const upcoming = lives.find((l) => l.file_url === '' && Date.parse(`${l.create_time.replace(' ', 'T')}+08:00`) > Date.now())!;
    await page.goto(`/listlive?key=${replay.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(replay.name) })).toContainText('直播回放');
    const video = page.getByLabel(replay.name, { exact: true });
    await expect.poll(async () => (await mediaState(video)).ready).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('group', { name: '倍速' })).toBeVisible();
    await page.goto(`/listlive?key=${upcoming.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(upcoming.name) })).toBeVisible();
    await expect(page.getByText(`直播尚未开始，开播时间：${upcoming.create_time}`)).toBeVisible();
  });
});
