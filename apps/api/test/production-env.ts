// Every variable production needs, each set to a placeholder (config tests override what they look at).
import { PRODUCTION_SERVICES } from '../src/config';

export const ALL_PRODUCTION_SERVICES: Record<string, string> = Object.fromEntries(PRODUCTION_SERVICES.flatMap((s) => s.vars.map((v) => [v, `x-${v}`])));
