import { CONSOLE_NAME } from '@ws/api-sdk';

/** The console's name (the contract's, which the second factor's issuer is too): the header's title and the end of every page title. */
export { CONSOLE_NAME };

/** `入驻审核 - 安服通运营后台` */
export const consoleTitle = (title: string): string => `${title} - ${CONSOLE_NAME}`;
