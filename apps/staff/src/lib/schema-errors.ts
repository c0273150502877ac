import { type Catalogue, fillPlaceholders, type Language, loadCatalogue } from '@parcelway/domain/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useI18n } from './i18n.js';

/** A form field's dotted path (`texts.en.title`) and the sentence to show under it. */
export type FieldErrors = Record<string, string>;

/** The domain catalogue in one language: loaded once, kept for the session. */
export function catalogueQuery(language: Language) {
  return {
    queryKey: ['domain-catalogue', language],
    queryFn: () => loadCatalogue(language),
    staleTime: Number.POSITIVE_INFINITY,
  } as const;
}

/**
 * Checks a form against the domain schema the server checks the request with, before sending it, and words each
 * problem with the server's own sentence in the console's language (the domain catalogue, one chunk per language),
 * so the form and the server never disagree about what is wrong. The catalogue starts loading when the form mounts;
 * a check that finds problems waits for it, so a click before it arrives still shows sentences, not keys.
 */
export function useSchemaCheck() {
  const { language } = useI18n();
  const client = useQueryClient();
  const code = language.code as Language;
  useQuery(catalogueQuery(code));
  return useCallback(
    async <T extends z.ZodType>(
      schema: T,
      values: unknown,
    ): Promise<{ ok: true; value: z.output<T> } | { ok: false; errors: FieldErrors }> => {
      const result = schema.safeParse(values);
      if (result.success) return { ok: true, value: result.data };
      // Without the catalogue (its chunk failed to load) the keys still name each problem.
      const catalogue = await client.fetchQuery(catalogueQuery(code)).catch((): Catalogue | undefined => undefined);
      const errors: FieldErrors = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        errors[path] ??= sentenceOf(catalogue, issue.message);
      }
      return { ok: false, errors };
    },
    [client, code],
  );
}

function sentenceOf(catalogue: Catalogue | undefined, key: string): string {
  const sentence = catalogue?.[key as keyof Catalogue];
  return sentence ? fillPlaceholders(sentence) : key;
}

/** Takes every message off a form's fields: each check starts from a clean form. */
export function clearFieldErrors(form: FormInstance): void {
  form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
}
