/**
 * Full page loads (navigation to the other app, logout reload). One object so that tests can spy on
 * it: `vi.spyOn(browser, 'assign').mockImplementation(() => {})` (jsdom cannot navigate).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  open(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
