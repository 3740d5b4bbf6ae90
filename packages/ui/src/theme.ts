import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The product name, used in the header logo, the footer and every page title. */
export const SITE_NAME = '安服通';

/** A trustworthy "safety blue"; shade 7 (#1358be) is the primary filled colour (white text 6.6:1). */
const brand: MantineColorsTuple = [
  '#e8f1fc',
  '#d2e2f8',
  '#a6c3ef',
  '#76a2e6',
  '#4f86de',
  '#3574d9',
  '#256ad8',
  '#1358be',
  '#084ea9',
  '#004394',
];

/** Fonts for Chinese text: system CJK faces first, a Latin fallback, sans-serif last. */
export const FONT_STACK =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: FONT_STACK,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontFamily: FONT_STACK, fontWeight: '600' },
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.6', lg: '1.6', xl: '1.6' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Notification: { defaultProps: { withBorder: true } },
    Modal: { defaultProps: { centered: true, radius: 'sm' } },
  },
});
