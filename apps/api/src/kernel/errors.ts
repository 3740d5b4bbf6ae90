// The errors a service may throw. Services know nothing of HTTP: one place (http/register-endpoints.ts)
// turns a DomainError into the envelope { ok:false, code:1, msg } and NotLoggedIn into code -1.

/** A refused request, with the Chinese text the user reads. */
export class DomainError extends Error {
  constructor(msg: string) {
    super(msg);
    this.name = 'DomainError';
  }
}

/** The caller must log in first (spec 01 §8: 未登录或超时): for open calls that need a login for some rows only. */
export class NotLoggedIn extends Error {
  constructor() {
    super('not logged in');
    this.name = 'NotLoggedIn';
  }
}
