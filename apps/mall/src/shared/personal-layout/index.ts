// The personal centre's frame, for every screen of the centre (also orders, bookings, merchant and company
// pages): <PersonalLayout title="我的订单">…</PersonalLayout>.
export { PersonalLayout, type PersonalLayoutProps } from './personal-layout';
export { ACTIVE_MARKERS, findMenuLink, personalMenu, type ActiveMarker, type MenuGroup, type MenuLink } from './menu';
