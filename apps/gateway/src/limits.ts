/** Request bodies (uploads) up to this size pass the gateway and nginx; the API applies its own limits. */
export const BODY_LIMIT = 25 * 1024 * 1024;
