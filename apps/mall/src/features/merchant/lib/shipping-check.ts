// The shipping form's messages by field (the shared shippingRules), in a module of its own that the form
// loads after its first paint: the rules bring @ws/validators' messages and rule helpers along.
import { validate } from '@ws/validators/core';
import { shippingRules, type ShippingValues } from '@ws/validators/shipping';

export const shippingErrors = (values: ShippingValues): Record<string, string> => validate(shippingRules, values);
