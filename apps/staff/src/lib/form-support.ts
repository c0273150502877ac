import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError } from './api.js';

/** A form rule from the field's own schema (the one the server checks the request with). */
export function schemaRule(schema: z.ZodType, message: string, optional = false): FormRule {
  return {
    validator: (_, value: unknown) =>
      (optional && (value === undefined || value === null || value === '')) || schema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/**
 * What a failed save or preview means for the form: a 409 is a stale form (`onStale`: say so and offer Reload, since
 * the form holds the `updated_at` the server just refused), field errors go beside their fields (`address_lines.1` is
 * the second line) unless `onFields` places them itself, anything else is a message for the page.
 */
export function showFailure(
  form: FormInstance,
  error: unknown,
  handlers: {
    onStale: (message: string) => void;
    onError: (message: string) => void;
    onFields?: (fields: Record<string, string>) => void;
  },
): void {
  if (error instanceof ApiError && error.status === 409) {
    handlers.onStale(error.message);
    return;
  }
  if (error instanceof ApiError && Object.keys(error.fields).length > 0 && handlers.onFields) {
    handlers.onFields(error.fields);
    return;
  }
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    form.setFields(
      Object.entries(error.fields).map(([name, text]) => ({
        name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [text],
      })),
    );
    return;
  }
  handlers.onError(error instanceof Error ? error.message : String(error));
}
