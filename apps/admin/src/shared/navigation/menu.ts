// The console's menu, one table: what each screen is called, where it is, and who may open it. The roles
// are the contract's (the `staff` list of the screen's calls), so the menu offers exactly what the server
// serves; 超级管理员 sees everything. Screens not in the menu (a detail) name their roles in SCREEN_ROLES.
import { endpoints, type StaffRole } from '@ws/api-sdk';
import type { AdminPath } from '@ws/routes';
import { hasRole } from '../session/roles';

export interface MenuItem {
  label: string;
  path: AdminPath;
  /** [] : every staff member */
  roles: readonly StaffRole[];
  /** screens reached from this one (the item stays highlighted there) */
  also?: readonly AdminPath[];
}

export const MENU: readonly MenuItem[] = [
  { label: '工作台', path: '/admin', roles: [] },
  { label: '入驻审核', path: '/admin/reviews', roles: endpoints.adminReviewList.staff, also: ['/admin/reviewInfo'] },
  { label: '用户管理', path: '/admin/users', roles: endpoints.adminUserList.staff, also: ['/admin/userInfo'] },
  { label: '订单管理', path: '/admin/orders', roles: endpoints.adminOrderList.staff, also: ['/admin/orderInfo'] },
  { label: '线下转账对账', path: '/admin/transfers', roles: endpoints.adminTransferList.staff },
  { label: '售后仲裁', path: '/admin/aftersales', roles: endpoints.adminAfterSalesList.staff },
  { label: '商品审核', path: '/admin/products', roles: endpoints.adminProductList.staff, also: ['/admin/productInfo'] },
  { label: '文章管理', path: '/admin/articles', roles: endpoints.adminArticleList.staff, also: ['/admin/articleEdit'] },
  { label: '广告与导航', path: '/admin/ads', roles: endpoints.adminAdList.staff },
  { label: '培训管理', path: '/admin/trainings', roles: endpoints.adminTrainingList.staff, also: ['/admin/trainingEdit', '/admin/trainingSignups'] },
  { label: '专家管理', path: '/admin/experts', roles: endpoints.adminExpertList.staff, also: ['/admin/expertEdit'] },
  { label: '企业管理', path: '/admin/companies', roles: endpoints.adminCompanyList.staff, also: ['/admin/companyEdit'] },
  { label: '媒体管理', path: '/admin/media', roles: endpoints.adminMediaList.staff, also: ['/admin/mediaEdit'] },
  { label: '帮助管理', path: '/admin/help', roles: endpoints.adminHelpCates.staff, also: ['/admin/helpEdit'] },
  { label: '分类管理', path: '/admin/categories', roles: endpoints.adminCategoryTree.staff },
  { label: '员工管理', path: '/admin/staff', roles: endpoints.adminStaffList.staff },
  { label: '操作日志', path: '/admin/audit', roles: endpoints.adminAuditList.staff },
  { label: '系统设置', path: '/admin/settings', roles: endpoints.adminSettings.staff },
];

/** Who may open each screen (a screen not listed: every staff member). */
export const SCREEN_ROLES: Partial<Record<AdminPath, readonly StaffRole[]>> = {
  ...Object.fromEntries(MENU.map((m) => [m.path, m.roles])),
  '/admin/reviewInfo': endpoints.adminReviewInfo.staff,
  '/admin/productInfo': endpoints.adminProductInfo.staff,
  '/admin/userInfo': endpoints.adminUserInfo.staff,
  '/admin/orderInfo': endpoints.adminOrderInfo.staff,
  '/admin/articleEdit': endpoints.adminArticleSave.staff,
  '/admin/trainingEdit': endpoints.adminTrainingSave.staff,
  '/admin/trainingSignups': endpoints.adminTrainingSignups.staff,
  '/admin/mediaEdit': endpoints.adminMediaSave.staff,
  '/admin/helpEdit': endpoints.adminHelpSave.staff,
  '/admin/expertEdit': endpoints.adminExpertSave.staff,
  '/admin/companyEdit': endpoints.adminCompanySave.staff,
};

/** The roles a screen needs ([]: every staff member). */
export const screenRoles = (path: AdminPath): readonly StaffRole[] => SCREEN_ROLES[path] ?? [];

/** The menu items a staff member with `roles` may open. */
export const menuFor = (roles: readonly StaffRole[] | undefined): MenuItem[] => MENU.filter((m) => hasRole(roles, m.roles));
