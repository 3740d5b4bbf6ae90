/** The console's name: the header's title and the end of every page title. */
export const CONSOLE_NAME = '安服通运营后台';

/** `入驻审核 - 安服通运营后台` */
export const consoleTitle = (title: string): string => `${title} - ${CONSOLE_NAME}`;
