// Small inline stroke icons (24-unit grid, currentColor). Decorative: aria-hidden, the control that
// holds an icon carries the accessible label.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

const make = (paths: ReactNode, displayName: string) => {
  const Icon = ({ size = '1em', strokeWidth = 1.8, ...rest }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
};

export const IconSearch = make(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 20 20" />
  </>,
  'IconSearch',
);
export const IconChevronDown = make(<path d="m6 9 6 6 6-6" />, 'IconChevronDown');
export const IconMapPin = make(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
  'IconMapPin',
);
export const IconHeadset = make(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
  'IconHeadset',
);
export const IconDeviceMobile = make(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </>,
  'IconDeviceMobile',
);
export const IconBolt = make(<path d="M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8z" />, 'IconBolt');
export const IconShoppingCart = make(
  <>
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
    <path d="M3 3.5h2.2l2.3 11h10.3l2-8H6.3" />
  </>,
  'IconShoppingCart',
);
export const IconArrowUp = make(
  <>
    <path d="M12 20V5" />
    <path d="m5.5 11.5 6.5-6.5 6.5 6.5" />
    <path d="M5 3h14" />
  </>,
  'IconArrowUp',
);
export const IconCheck = make(<path d="m5 12.5 4.5 4.5L19 7.5" />, 'IconCheck');
export const IconX = make(<path d="M6 6l12 12M18 6 6 18" />, 'IconX');
export const IconAlertTriangle = make(
  <>
    <path d="M12 3.5 2.5 20h19L12 3.5z" />
    <path d="M12 10v4.5M12 17.3v.2" />
  </>,
  'IconAlertTriangle',
);
export const IconInfo = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.7v.2" />
  </>,
  'IconInfo',
);
export const IconInbox = make(
  <>
    <path d="M3.5 13.5 6 5.5h12l2.5 8" />
    <path d="M3.5 13.5v5h17v-5h-5.2a3.3 3.3 0 0 1-6.6 0H3.5z" />
  </>,
  'IconInbox',
);
export const IconUser = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
  'IconUser',
);
export const IconTools = make(
  <>
    <path d="M14.5 6.5a4 4 0 0 0-5.3 5.3L3.5 17.5l3 3 5.7-5.7a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z" />
  </>,
  'IconTools',
);

/** The logo mark: a shield with a check, in two blues. Decorative (the link carries the name). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ws-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3574d9" />
          <stop offset="1" stopColor="#004394" />
        </linearGradient>
      </defs>
      <path d="M24 3 7 9.5v12.2C7 33.3 14.3 41.6 24 45c9.7-3.4 17-11.7 17-23.3V9.5L24 3z" fill="url(#ws-logo-g)" />
      <path d="M24 8.2 11.5 13v8.9c0 8.6 5.2 14.9 12.5 17.9V8.2z" fill="#fff" opacity=".14" />
      <path d="m16 24.5 5.6 5.6L33 18.7" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="36.5" cy="36.5" r="5.5" fill="#f5a623" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
