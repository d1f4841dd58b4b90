import type { SVGProps } from 'react';
import { useTheme } from 'styled-components';

/** Line icons in the text's colour; decorative, so hidden from screen readers. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The scooter of the app icon (web/public/icons); `inverse` on the brand colour. */
export function LogoMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  const { colors } = useTheme();
  const ground = inverse ? colors.surface : colors.brand;
  const figure = inverse ? colors.brand : colors.surface;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={ground} />
      <g fill="none" stroke={figure} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="45" r="6" strokeWidth="4" />
        <circle cx="47" cy="45" r="6" strokeWidth="4" />
        <path d="M22 37h16l6-21" strokeWidth="5" />
        <path d="M39 15h10" strokeWidth="4" />
        <path d="M44 17l3 27" strokeWidth="4" />
      </g>
      <path d="M8 39c0-7 4-11 11-11h10v11z" fill={figure} />
      <rect x="12" y="21" width="18" height="5" rx="2.5" fill={figure} />
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon width="20" height="20">
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M4 20l1.5-4.5A8 8 0 1 1 8.5 19z" />
    <path d="M9 10.5c.5 2 2 3.5 4 4" />
  </Icon>
);

export const ShopIcon = () => (
  <Icon>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6zM10 20v-5h4v5" />
  </Icon>
);

export const CoinIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8" />
    <path d="M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5V8M12 16v1.5" />
  </Icon>
);

export const PeopleIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20c0-3.5 2.5-6 6-6s6 2.5 6 6" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16 14c3 0 5 2 5 5" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const DocumentIcon = () => (
  <Icon>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 13h7M9 17h7" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </Icon>
);

export const CloudOffIcon = () => (
  <Icon>
    <path d="M3 3l18 18M8 8a5 5 0 0 0-1 9.9h10M12 6.2A5.5 5.5 0 0 1 17.5 11 3.5 3.5 0 0 1 20 17" />
  </Icon>
);
