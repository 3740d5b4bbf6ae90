/**
 * True between the logout confirmation and the reload to /homePage: the login guard and the call
 * layer's not-logged-in hook stay quiet meanwhile (the user is leaving on purpose).
 */
let leaving = false;
export const isLoggingOut = (): boolean => leaving;
export const setLoggingOut = (v: boolean): void => {
  leaving = v;
};
