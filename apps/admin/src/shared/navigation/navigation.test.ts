import { endpoints } from '@ws/api-sdk';
import { fullPath, routerPath } from './console-path';
import { MENU, menuFor, screenRoles } from './menu';

describe('console paths', () => {
  it('turns full paths into router paths and back', () => {
    expect(routerPath('/admin')).toBe('/');
    expect(routerPath('/admin?x=1')).toBe('/?x=1');
    expect(routerPath('/admin/reviews?kind=expert')).toBe('/reviews?kind=expert');
    expect(routerPath('/ADMIN/Reviews')).toBe('/Reviews');
    expect(routerPath('/homePage')).toBe('/homePage');
    expect(fullPath('/')).toBe('/admin');
    expect(fullPath('/reviews', '?page=2')).toBe('/admin/reviews?page=2');
  });
});

describe('the menu table', () => {
  it("takes each screen's roles from the contract's staff lists", () => {
    expect(MENU.map((m) => [m.label, m.path])).toEqual([
      ['工作台', '/admin'],
      ['入驻审核', '/admin/reviews'],
      ['用户管理', '/admin/users'],
      ['订单管理', '/admin/orders'],
      ['线下转账对账', '/admin/transfers'],
      ['售后仲裁', '/admin/aftersales'],
      ['商品审核', '/admin/products'],
      ['文章管理', '/admin/articles'],
      ['广告与导航', '/admin/ads'],
      ['培训管理', '/admin/trainings'],
      ['专家管理', '/admin/experts'],
      ['企业管理', '/admin/companies'],
      ['媒体管理', '/admin/media'],
      ['帮助管理', '/admin/help'],
      ['分类管理', '/admin/categories'],
      ['员工管理', '/admin/staff'],
      ['操作日志', '/admin/audit'],
      ['系统设置', '/admin/settings'],
    ]);
    expect(screenRoles('/admin/users')).toEqual(endpoints.adminUserList.staff);
    expect(screenRoles('/admin/transfers')).toEqual(['ops']);
    expect(screenRoles('/admin/aftersales')).toEqual(['ops']);
    expect(screenRoles('/admin/productInfo')).toEqual(['ops']);
    expect(screenRoles('/admin/audit')).toEqual(['super']);
    expect(screenRoles('/admin/settings')).toEqual(['super']);
    expect(screenRoles('/admin/reviews')).toEqual(endpoints.adminReviewList.staff);
    expect(screenRoles('/admin/reviewInfo')).toEqual(endpoints.adminReviewInfo.staff);
    expect(screenRoles('/admin/articles')).toEqual(['editor']);
    expect(screenRoles('/admin/articleEdit')).toEqual(['editor']);
    expect(screenRoles('/admin/trainingEdit')).toEqual(['editor']);
    expect(screenRoles('/admin/trainingSignups')).toEqual(['editor']);
    expect(screenRoles('/admin/expertEdit')).toEqual(['editor']);
    expect(screenRoles('/admin/companyEdit')).toEqual(['editor']);
    expect(screenRoles('/admin/helpEdit')).toEqual(['editor']);
    expect(screenRoles('/admin/categories')).toEqual(['editor']);
    expect(screenRoles('/admin')).toEqual([]);
  });

  it('offers each role what it may open', () => {
    expect(menuFor(['ops']).map((m) => m.label)).toEqual(['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核']);
    expect(menuFor(['super']).map((m) => m.label)).toEqual(['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核', '文章管理', '广告与导航', '培训管理', '专家管理', '企业管理', '媒体管理', '帮助管理', '分类管理', '员工管理', '操作日志', '系统设置']);
    expect(menuFor(['editor']).map((m) => m.label)).toEqual(['工作台', '文章管理', '广告与导航', '培训管理', '专家管理', '企业管理', '媒体管理', '帮助管理', '分类管理']);
    expect(menuFor(['cs']).map((m) => m.label)).toEqual(['工作台']);
    expect(menuFor(undefined)).toEqual([]);
  });
});
