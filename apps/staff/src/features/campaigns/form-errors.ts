import type { FormInstance } from 'antd';
import type { FieldErrors } from '../../lib/schema-errors.js';

/**
 * Puts each problem under its field (`prizes.0.weight` is the first prize's weight) and answers the ones no field of
 * the form shows, for a line above it.
 */
export function showFieldErrors(form: FormInstance, errors: FieldErrors): string[] {
  const shown = new Set(Object.keys(form.getFieldsValue(true) as object));
  const rest: string[] = [];
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [path, text] of Object.entries(errors)) {
    const name = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (typeof name[0] === 'string' && shown.has(name[0])) fields.push({ name, errors: [text] });
    else rest.push(text);
  }
  form.setFields(fields);
  return rest;
}
