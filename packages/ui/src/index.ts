// @ws/ui public API (docs/TEAM-BRIEF.md "@ws/ui public API"). Providers first: their base Mantine CSS
// (baseline, default variables, global) must come before any component CSS in the bundle.
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
// the console mounts them itself (it has its own providers: staff session, basename /admin)
export { DeferredModals, DeferredNotifications } from './providers/deferred-providers';
export { AppRoutes, type AppRoutesProps, type Screens } from './app/app-routes';

// Layout pieces
export { SiteLayout, type SiteLayoutProps } from './layout/site-layout';
export { SiteHeader } from './layout/site-header';
export { SiteFooter } from './layout/site-footer';
export { SideBar } from './layout/side-bar';
// the cart's line count the header and the side bar show (the cart page's query, asked after the page settled)
export { useCartCount, cartLabel, cartBadgeText } from './layout/cart-count';
export { PageContainer, type PageContainerProps } from './layout/page-container';
export { PageLoader } from './layout/page-loader';
export { NotFound } from './layout/not-found';
export { ComingSoon } from './layout/coming-soon';
// the icons a feature shows beside a label (SVG: no emoji font needed, drawn in the text colour)
export { IconHeadset, IconShoppingCart, type IconProps } from './icons/icons';
export { RequireLogin } from './app/require-login';
// Screens whose chunk the entry fetches before the first render (apps' screens.ts and main.tsx).
export { lazyScreen, type LazyScreen } from './layout/lazy-screen';
export { startApp } from './app/start-app';

// Links and data display
export { AppLink, type AppLinkProps } from './navigation/app-link';
export { Pager, type PagerProps } from './data/pager';
export { Empty, type EmptyProps } from './data/empty';
export { QueryState, type QueryStateProps } from './data/query-state';
export { SkeletonBlock, SkeletonLines, type SkeletonBlockProps, type SkeletonLinesProps } from './data/skeleton';
// Loads DOMPurify on first use; the eager one is '@ws/ui/rich-text'.
export { RichText } from './rich-text/lazy-rich-text';
export type { RichTextProps } from './rich-text/rich-text';

// Feedback
export { notice, type NoticeKind } from './feedback/notice';
export { confirmDialog, alertDialog, type ConfirmDialogOptions, type AlertDialogOptions } from './feedback/dialogs';
// A failed call's message (null for a 404, code -1 or an abort: already told), as a notice, or a server refusal
export { failureMessage, noticeFailure, noticeOutcome, isServerRefusal } from './feedback/failure';

// Session
export { useSession, type SessionSnapshot } from './session/use-session';
export { signOutTo, useLogout } from './session/use-logout';

// Forms helpers and misc
// The form state hook (the @mantine/form useForm subset our forms use: same names and shapes)
export { useForm, type UseFormReturnType, type UseFormInput, type FormErrors, type FormRules, type FormInputProps } from './forms/use-form';
export { SmsCodeButton, type SmsCodeButtonProps } from './forms/sms-code-button';
export { SmsCodeField, type SmsCodeFieldProps } from './forms/sms-code-field';
export { RegionSelect, type RegionChoice, type RegionSelectProps } from './forms/region-select';
export { CompanyFields, type CompanyFieldsForm, type CompanyFieldsProps } from './forms/company-fields';
export { AuditBadge, auditState, type AuditState } from './forms/audit-badge';
// The user's company records (join/listByUser) with badge, reason, 详情 and 重新提交: both apps' lists
export { CompanyRecords, type CompanyRecordsProps } from './forms/company-records';
// The one upload field (object storage; single or up to 9 files, preview, progress, retry)
export { UploadField, UPLOAD_DOCUMENT_ACCEPT, UPLOAD_MAX_FILES, uploadFieldProps, type UploadFieldForm, type UploadFieldProps } from './forms/upload-field';
export { QrCode, type QrCodeProps } from './qr/qr-code';
// The one QR payment dialog (扫码支付, 5 s pay-status polling)
export { PayQrDialog, PAY_POLL_MS, type PayQrDialogProps } from './payment/pay-qr-dialog';
export { formatDateTime } from './utils/format-date-time';
// Amounts in yuan: '¥113.00' ('' for an empty value or one that is not a number)
export { formatYuan } from './utils/format-yuan';
export { afterNextPaint } from './utils/after-next-paint';

// Additions beyond the brief (used by the pieces above; handy for screens)
export { theme, SITE_NAME } from './theme';
export { useAppName } from './app/app-context';
export { useAppNavigate, type AppNavigateOptions } from './navigation/use-app-navigate';
// The id of a detail URL (?key= / ?id=); links to these URLs come from `paths` in @ws/routes.
export { useIdParam } from './navigation/use-id-param';
// Guarded session-storage access (the spec's session keys); never throws.
export { getSessionItem, setSessionItem } from './utils/session-storage';

// List screens: URL-kept page/filters, left category menu, keyword search
export { useListParams, type ListParams } from './lists/use-list-params';
export { CategoryMenu, SideMenuLayout, type CategoryMenuProps, type MenuEntry } from './lists/side-menu-layout';
export { SearchBar, type SearchBarProps } from './lists/search-bar';

// Light form controls (plain elements with Mantine's look; no Mantine runtime in a screen's first load)
export {
  Button,
  ButtonLink,
  Field,
  TextField,
  TextareaField,
  SelectField,
  CheckboxField,
  RadioGroup,
  Radio,
  Badge,
  Progress,
  CloseButton,
  Modal,
  useFieldIds,
  type ModalProps,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonColor,
  type ControlSize,
  type FieldProps,
  type FieldLook,
  type FieldIds,
  type TextFieldProps,
  type TextareaFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type CheckboxFieldProps,
  type RadioGroupProps,
  type RadioProps,
  type BadgeProps,
  type BadgeColor,
  type ProgressProps,
  type CloseButtonProps,
} from './controls';
