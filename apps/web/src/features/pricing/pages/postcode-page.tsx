import { COUNTRY_ID } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChoiceField, FormLayout, TextField, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { type PostcodeQuery, usePostcodeSuburbs } from '../../../lib/postcode-suburbs';
import '../pricing.css';

/** The countries whose postcodes the server can look up (docs/decisions/pricing-and-lines.md, Postcodes). */
const POSTCODE_COUNTRIES: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.japan,
];

const postcodeFormSchema = z.object({
  country_id: z
    .number()
    .optional()
    .refine((value) => value !== undefined, { error: 'validation.choice' })
    .transform((value) => value ?? 0),
  postcode: z.string().trim().min(1, { error: 'validation.required' }).max(12, { error: 'validation.invalid' }),
});

type PostcodeValues = z.input<typeof postcodeFormSchema>;

/** Postcode lookup (SPEC §2 personal/postcode): a country and a postcode give its suburbs or cities and the state. */
export default function PostcodePage() {
  const { t } = useTranslation(['pricing', 'common']);
  const form = useZodForm(postcodeFormSchema, { country_id: COUNTRY_ID.australia, postcode: '' } as PostcodeValues);
  const [query, setQuery] = useState<PostcodeQuery | null>(null);
  const places = usePostcodeSuburbs(query);

  const submit = form.handleSubmit((values) => setQuery(values));

  return (
    <div className="pricing-page">
      <form onSubmit={submit} noValidate aria-label={t('routes:personal.postcode')}>
        <FormLayout
          footer={
            <Button block type="submit" color="primary" size="large">
              {t('postcode.submit')}
            </Button>
          }
        >
          <ChoiceField
            control={form.control}
            name="country_id"
            label={t('postcode.country')}
            required
            className="pricing-selector"
            columns={2}
            options={POSTCODE_COUNTRIES.map((id) => ({ label: t(`destinations.${id}`), value: id }))}
          />
          <TextField
            control={form.control}
            name="postcode"
            label={t('postcode.postcode')}
            hint={t('postcode.hint')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </FormLayout>
      </form>
      {query && places.isPending && <LoadingBlock className="pricing-card" lines={3} />}
      {places.isError &&
        (places.error instanceof ApiError && places.error.status === 422 ? (
          <EmptyState title={t('postcode.notFoundTitle')} description={places.error.message} />
        ) : (
          <LoadFailed error={places.error} onRetry={() => void places.refetch()} />
        ))}
      {places.data && (
        <section aria-label={t('postcode.results')}>
          <h2 className="pricing-section-title">{t('postcode.results')}</h2>
          <ul className="pricing-card pricing-places">
            {places.data.map((place) => (
              <li key={`${place.postcode}-${place.suburb}-${place.city}`}>
                <strong>{place.suburb || place.city}</strong>
                <div className="pricing-muted">
                  {[place.suburb && place.city !== place.suburb ? place.city : '', place.state, place.postcode]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
